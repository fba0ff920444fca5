import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BarChartIcon from '@mui/icons-material/BarChart';
import { BarChart } from '@mui/x-charts/BarChart';
import {
  DataGridPremium,
  GridChartsIntegrationContextProvider,
  GridChartsPanel,
  GridChartsRendererProxy,
  GridColDef,
  GridSidebarValue,
} from '@mui/x-data-grid-premium';

interface Sale {
  id: number;
  month: string;
  online: number;
  inStore: number;
}

const columns: GridColDef<Sale>[] = [
  { field: 'month', headerName: 'Month', width: 110 },
  { field: 'online', headerName: 'Online', type: 'number', width: 110 },
  { field: 'inStore', headerName: 'In store', type: 'number', width: 110 },
];

const rows: Sale[] = [
  { id: 1, month: 'January', online: 420, inStore: 310 },
  { id: 2, month: 'February', online: 380, inStore: 290 },
  { id: 3, month: 'March', online: 510, inStore: 350 },
  { id: 4, month: 'April', online: 470, inStore: 400 },
];

// The chart types the panel offers, with the settings of each (here: one "column" type).
const schema = {
  column: {
    label: 'Column',
    icon: BarChartIcon,
    dimensionsLabel: 'Categories',
    valuesLabel: 'Series',
    maxDimensions: 1,
    customization: [
      {
        id: 'layout',
        label: 'Layout',
        controls: {
          height: { label: 'Height', type: 'number' as const, default: 280 },
        },
      },
    ],
  },
};

type Dataset<T> = { id: string; label: string; data: T[] }[];

interface RendererProps {
  dimensions: Dataset<string | number | null>;
  values: Dataset<number | null>;
  chartType: string;
  configuration: Record<string, string | number | boolean | null>;
}

// Draws what the grid's chart panel selected with a @mui/x-charts bar chart.
function ColumnChartRenderer({ dimensions, values, configuration }: RendererProps) {
  const categories = dimensions[0];
  if (!categories || values.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary', p: 2 }}>
        Choose a category and at least one series in the Charts panel.
      </Typography>
    );
  }
  return (
    <BarChart
      height={Number(configuration.height ?? 280)}
      xAxis={[{ scaleType: 'band', data: categories.data.map((value) => String(value)) }]}
      series={values.map((series) => ({ id: series.id, label: series.label, data: series.data }))}
    />
  );
}

export default function ChartsIntegrationCustomRenderer() {
  return (
    <GridChartsIntegrationContextProvider>
      <Stack spacing={2} sx={{ width: '100%' }}>
        <Box sx={{ height: 400 }}>
          <DataGridPremium
            rows={rows}
            columns={columns}
            showToolbar
            chartsIntegration
            experimentalFeatures={{ charts: true }}
            slots={{ chartsPanel: GridChartsPanel }}
            slotProps={{ chartsPanel: { schema } }}
            initialState={{
              sidebar: { open: true, value: GridSidebarValue.Charts },
              chartsIntegration: {
                charts: {
                  sales: { dimensions: ['month'], values: ['online', 'inStore'], chartType: 'column' },
                },
              },
            }}
          />
        </Box>
        <Paper variant="outlined" sx={{ p: 1 }}>
          <GridChartsRendererProxy id="sales" label="Sales by month" renderer={ColumnChartRenderer} />
        </Paper>
      </Stack>
    </GridChartsIntegrationContextProvider>
  );
}
