import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridFilterModel } from '@mui/x-data-grid';

const rows = [
  { id: 1, city: 'Reykjavík', country: 'Iceland', continent: 'Europe' },
  { id: 2, city: 'Nairobi', country: 'Kenya', continent: 'Africa' },
  { id: 3, city: 'Montréal', country: 'Canada', continent: 'North America' },
  { id: 4, city: 'Hanoi', country: 'Vietnam', continent: 'Asia' },
  { id: 5, city: 'Valparaíso', country: 'Chile', continent: 'South America' },
  { id: 6, city: 'Wellington', country: 'New Zealand', continent: 'Oceania' },
  { id: 7, city: 'Tallinn', country: 'Estonia', continent: 'Europe' },
];

const columns: GridColDef[] = [
  { field: 'city', headerName: 'City', flex: 1 },
  { field: 'country', headerName: 'Country', flex: 1 },
  { field: 'continent', headerName: 'Continent', flex: 1 },
];

export default function FilteringQuickFilter() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [],
    quickFilterValues: ['europe'],
  });

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          showToolbar
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          hideFooter
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1, fontFamily: 'monospace' }}>
        {JSON.stringify(filterModel)}
      </Typography>
    </Box>
  );
}
