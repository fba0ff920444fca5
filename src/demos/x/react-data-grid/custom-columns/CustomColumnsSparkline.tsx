import Box from '@mui/material/Box';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { DataGrid, GridColDef, GridRenderCellParams } from '@mui/x-data-grid';

interface Repository {
  id: number;
  name: string;
  weeklyCommits: number[];
}

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8', 'W9', 'W10'];

const rows: Repository[] = [
  { id: 1, name: 'design-tokens', weeklyCommits: [4, 6, 5, 9, 12, 8, 7, 11, 14, 13] },
  { id: 2, name: 'payments-api', weeklyCommits: [22, 18, 25, 19, 15, 17, 12, 10, 9, 8] },
  { id: 3, name: 'mobile-app', weeklyCommits: [10, 12, 11, 10, 13, 12, 14, 12, 13, 15] },
  { id: 4, name: 'docs-site', weeklyCommits: [1, 0, 3, 2, 7, 15, 6, 3, 2, 4] },
];

function SparklineCell(params: GridRenderCellParams<Repository, number[]>) {
  const data = params.value ?? [];
  return (
    <Box sx={{ width: '100%', height: '100%' }}>
      <SparkLineChart
        data={data}
        height={48}
        area
        showTooltip
        showHighlight
        xAxis={{ scaleType: 'point', data: weeks }}
      />
    </Box>
  );
}

const columns: GridColDef<Repository>[] = [
  { field: 'name', headerName: 'Repository', width: 170 },
  {
    field: 'weeklyCommits',
    headerName: 'Commits, last 10 weeks',
    flex: 1,
    minWidth: 220,
    sortable: false,
    filterable: false,
    display: 'flex',
    renderCell: SparklineCell,
  },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 90,
    // The chart is for the eye; this column keeps a sortable number.
    valueGetter: (_value, row) => row.weeklyCommits.reduce((sum, n) => sum + n, 0),
  },
];

export default function CustomColumnsSparkline() {
  return (
    <Box sx={{ height: 330, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} rowHeight={56} hideFooter />
    </Box>
  );
}
