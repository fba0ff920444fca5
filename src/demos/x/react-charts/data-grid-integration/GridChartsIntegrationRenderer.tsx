import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGridPremium,
  GridChartsIntegrationContextProvider,
  GridChartsRendererProxy,
  useGridApiRef,
  type GridChartsRendererProxyProps,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';

const compact = new Intl.NumberFormat('en-US', { notation: 'compact' });

type RendererProps = React.ComponentProps<GridChartsRendererProxyProps['renderer']>;

// Our own renderer, built from @mui/x-charts, in place of ChartsRenderer from @mui/x-charts-premium.
function CommunityChartsRenderer({ dimensions, values, chartType }: RendererProps) {
  const categories = dimensions[0];
  if (!categories || values.length === 0) {
    return <Typography variant="body2">Choose a dimension and at least one value.</Typography>;
  }
  const xAxis = [{ scaleType: 'band' as const, data: categories.data, label: categories.label }];
  const valueAxis = [{ width: 60, valueFormatter: (value: number) => compact.format(value) }];
  const series = values.map((value) => ({ id: value.id, label: value.label, data: value.data }));

  if (chartType === 'line') {
    return (
      <LineChart
        height={280}
        xAxis={[{ scaleType: 'point', data: categories.data, label: categories.label }]}
        yAxis={valueAxis}
        series={series}
      />
    );
  }
  if (chartType === 'bar') {
    return (
      <BarChart
        height={280}
        layout="horizontal"
        yAxis={[{ ...xAxis[0], width: 100 }]}
        xAxis={[{ valueFormatter: (value: number) => compact.format(value) }]}
        series={series}
      />
    );
  }
  return <BarChart height={280} xAxis={xAxis} yAxis={valueAxis} series={series} />;
}

interface Product {
  id: number;
  product: string;
  revenue: number;
  cost: number;
}

const rows: Product[] = [
  { id: 1, product: 'Notebook', revenue: 42000, cost: 30500 },
  { id: 2, product: 'Backpack', revenue: 38500, cost: 21000 },
  { id: 3, product: 'Desk lamp', revenue: 21200, cost: 14800 },
  { id: 4, product: 'Headphones', revenue: 56800, cost: 40100 },
  { id: 5, product: 'Keyboard', revenue: 33400, cost: 22900 },
];

const columns: GridColDef<Product>[] = [
  { field: 'product', headerName: 'Product', flex: 1 },
  { field: 'revenue', headerName: 'Revenue ($)', type: 'number', flex: 1, editable: true },
  { field: 'cost', headerName: 'Cost ($)', type: 'number', flex: 1, editable: true },
];

export default function GridChartsIntegrationRenderer() {
  const apiRef = useGridApiRef();
  const [chartType, setChartType] = React.useState('column');

  return (
    <GridChartsIntegrationContextProvider>
      <Stack spacing={2} sx={{ width: '100%' }}>
        <Box sx={{ height: 300 }}>
          <DataGridPremium
            apiRef={apiRef}
            rows={rows}
            columns={columns}
            hideFooter
            chartsIntegration
            experimentalFeatures={{ charts: true }}
            initialState={{
              chartsIntegration: {
                charts: {
                  main: { dimensions: ['product'], values: ['revenue', 'cost'], chartType: 'column' },
                },
              },
            }}
          />
        </Box>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={chartType}
          onChange={(_event, value: string | null) => {
            if (value) {
              setChartType(value);
              apiRef.current?.setChartType('main', value);
            }
          }}
          aria-label="Chart type"
        >
          <ToggleButton value="column">Columns</ToggleButton>
          <ToggleButton value="bar">Bars</ToggleButton>
          <ToggleButton value="line">Line</ToggleButton>
        </ToggleButtonGroup>
        <GridChartsRendererProxy id="main" renderer={CommunityChartsRenderer} />
      </Stack>
    </GridChartsIntegrationContextProvider>
  );
}
