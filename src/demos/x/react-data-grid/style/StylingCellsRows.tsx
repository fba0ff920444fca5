import Box from '@mui/material/Box';
import { red } from '@mui/material/colors';
import { DataGrid, GridColDef, GridRowClassNameParams } from '@mui/x-data-grid';

interface Stock {
  id: number;
  symbol: string;
  price: number;
  change: number;
  watched: boolean;
}

const rows: Stock[] = [
  { id: 1, symbol: 'ACME', price: 182.4, change: 2.35, watched: true },
  { id: 2, symbol: 'GLOBX', price: 47.1, change: -1.2, watched: false },
  { id: 3, symbol: 'INITech', price: 12.85, change: 0, watched: false },
  { id: 4, symbol: 'UMBR', price: 301.9, change: -4.8, watched: true },
  { id: 5, symbol: 'STARK', price: 96.3, change: 0.75, watched: false },
];

const columns: GridColDef<Stock>[] = [
  { field: 'symbol', headerName: 'Symbol', flex: 1 },
  { field: 'price', headerName: 'Price', type: 'number', width: 110 },
  {
    field: 'change',
    headerName: 'Change (%)',
    type: 'number',
    width: 120,
    cellClassName: (params) => {
      if (params.value > 0) return 'change-up';
      if (params.value < 0) return 'change-down';
      return '';
    },
  },
];

const getRowClassName = (params: GridRowClassNameParams<Stock>) =>
  params.row.watched ? 'row-watched' : '';

export default function StylingCellsRows() {
  return (
    <Box
      sx={(theme) => ({
        height: 330,
        width: '100%',
        // The darker shades stay readable on the highlighted rows. Dark mode takes
        // lighter ones: red 200, since error.light is too dark on a highlighted row.
        '& .change-up': { color: 'success.dark', fontWeight: 600 },
        '& .change-down': { color: 'error.dark', fontWeight: 600 },
        '& .row-watched': { bgcolor: 'action.selected' },
        ...theme.applyStyles('dark', {
          '& .change-up': { color: 'success.light' },
          '& .change-down': { color: red[200] },
        }),
      })}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        getRowClassName={getRowClassName}
        hideFooter
      />
    </Box>
  );
}
