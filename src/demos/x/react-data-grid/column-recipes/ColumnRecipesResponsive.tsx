import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { DataGrid, GridColDef, GridColumnVisibilityModel } from '@mui/x-data-grid';

interface Listing {
  id: number;
  address: string;
  price: number;
  bedrooms: number;
  area: number;
  agent: string;
}

const columns: GridColDef<Listing>[] = [
  { field: 'address', headerName: 'Address', flex: 1, minWidth: 170 },
  { field: 'price', headerName: 'Price (€k)', type: 'number', width: 110 },
  { field: 'bedrooms', headerName: 'Bedrooms', type: 'number', width: 110 },
  { field: 'area', headerName: 'Area (m²)', type: 'number', width: 110 },
  { field: 'agent', headerName: 'Agent', width: 140 },
];

const rows: Listing[] = [
  { id: 1, address: '12 Rue des Lilas, Lyon', price: 320, bedrooms: 2, area: 64, agent: 'C. Martin' },
  { id: 2, address: '4 Via Roma, Turin', price: 275, bedrooms: 3, area: 88, agent: 'G. Russo' },
  { id: 3, address: '31 Calle Mayor, Bilbao', price: 410, bedrooms: 4, area: 120, agent: 'L. Etxeberria' },
];

export default function ColumnRecipesResponsive() {
  const theme = useTheme();
  const isNarrow = useMediaQuery(theme.breakpoints.down('md'));

  // Secondary columns are hidden on narrow screens; users can still show them.
  const columnVisibilityModel: GridColumnVisibilityModel = isNarrow
    ? { area: false, agent: false }
    : {};

  return (
    <Box sx={{ height: 260, width: '100%' }}>
      <DataGrid
        // A new key applies the new initial visibility when the breakpoint changes.
        key={isNarrow ? 'narrow' : 'wide'}
        rows={rows}
        columns={columns}
        initialState={{ columns: { columnVisibilityModel } }}
        hideFooter
      />
    </Box>
  );
}
