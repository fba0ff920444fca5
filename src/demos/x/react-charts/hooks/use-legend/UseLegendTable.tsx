import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import { ChartsLabelMark } from '@mui/x-charts/ChartsLabel';
import { useLegend, usePieSeries } from '@mui/x-charts/hooks';

// Replaces the default legend: each item with its share of the total.
function ShareLegend() {
  const { items } = useLegend();
  const [series] = usePieSeries();
  const total = series?.data.reduce((sum, item) => sum + item.value, 0) ?? 0;

  return (
    <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', m: 0, p: 0, minWidth: 170 }}>
      {items.map((item) => {
        const value = item.dataIndex === undefined ? 0 : (series?.data[item.dataIndex]?.value ?? 0);
        return (
          <Stack component="li" key={item.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <ChartsLabelMark type={item.markType} color={item.color} />
            <Typography variant="body2" sx={{ flex: 1 }}>
              {item.label}
            </Typography>
            <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {total === 0 ? '0%' : `${Math.round((value / total) * 100)}%`}
            </Typography>
          </Stack>
        );
      })}
    </Stack>
  );
}

export default function UseLegendTable() {
  return (
    <PieChart
      height={240}
      slots={{ legend: ShareLegend }}
      slotProps={{ legend: { position: { vertical: 'middle', horizontal: 'end' } } }}
      series={[
        {
          innerRadius: 45,
          data: [
            { id: 'rent', value: 1200, label: 'Rent' },
            { id: 'food', value: 450, label: 'Food' },
            { id: 'transport', value: 180, label: 'Transport' },
            { id: 'leisure', value: 270, label: 'Leisure' },
          ],
        },
      ]}
    />
  );
}
