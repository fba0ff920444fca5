import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Fund {
  id: number;
  fund: string;
  assets: number;
  yearReturn: number;
  fee: number;
}

const rows: Fund[] = [
  { id: 1, fund: 'Global Equity', assets: 1_250_000_000, yearReturn: 0.1184, fee: 0.0045 },
  { id: 2, fund: 'Green Bonds', assets: 310_000_000, yearReturn: 0.0312, fee: 0.002 },
  { id: 3, fund: 'Emerging Markets', assets: 86_500_000, yearReturn: -0.0241, fee: 0.0075 },
  { id: 4, fund: 'Short-Term Cash', assets: 2_900_000_000, yearReturn: 0.0398, fee: 0.001 },
];

const compactUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});
const percent = new Intl.NumberFormat('en-US', {
  style: 'percent',
  minimumFractionDigits: 2,
  signDisplay: 'exceptZero',
});

const columns: GridColDef<Fund>[] = [
  { field: 'fund', headerName: 'Fund', flex: 1, minWidth: 170 },
  {
    field: 'assets',
    headerName: 'Assets',
    type: 'number',
    width: 120,
    // Shown as "$1.3B"; sorted by the full number.
    valueFormatter: (value: number) => compactUsd.format(value),
  },
  {
    field: 'yearReturn',
    headerName: '1-year return',
    type: 'number',
    width: 140,
    valueFormatter: (value: number) => percent.format(value),
  },
  {
    field: 'fee',
    headerName: 'Fee',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => `${(value * 100).toFixed(2)} %`,
  },
];

export default function CellsValueFormatter() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
