import { styled } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';
import { useDrawingArea } from '@mui/x-charts/hooks';

const storage = [
  { id: 'photos', label: 'Photos', value: 58 },
  { id: 'documents', label: 'Documents', value: 21 },
  { id: 'apps', label: 'Apps', value: 34 },
  { id: 'free', label: 'Free', value: 15 },
];

const used = storage.filter((item) => item.id !== 'free').reduce((sum, item) => sum + item.value, 0);

const CenterText = styled('text')(({ theme }) => ({
  fill: (theme.vars ?? theme).palette.text.primary,
  textAnchor: 'middle',
  dominantBaseline: 'central',
}));

function CenterLabel({ title, subtitle }: { title: string; subtitle: string }) {
  const { left, top, width, height } = useDrawingArea();
  const x = left + width / 2;
  const y = top + height / 2;
  return (
    <g>
      <CenterText x={x} y={y - 10} sx={{ fontSize: 22, fontWeight: 'bold' }}>
        {title}
      </CenterText>
      <CenterText x={x} y={y + 14} sx={{ fontSize: 13, fill: (theme) => (theme.vars ?? theme).palette.text.secondary }}>
        {subtitle}
      </CenterText>
    </g>
  );
}

export default function PieDemoCenterLabel() {
  return (
    <PieChart
      height={280}
      series={[
        {
          data: storage,
          innerRadius: 80,
          outerRadius: 115,
          paddingAngle: 1,
          valueFormatter: (item) => `${item.value} GB`,
        },
      ]}
    >
      <CenterLabel title={`${used} GB`} subtitle="of 128 GB used" />
    </PieChart>
  );
}
