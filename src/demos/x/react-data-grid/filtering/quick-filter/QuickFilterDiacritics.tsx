import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Place {
  id: number;
  city: string;
  country: string;
}

const rows: Place[] = [
  { id: 1, city: 'Montréal', country: 'Canada' },
  { id: 2, city: 'Montreuil', country: 'France' },
  { id: 3, city: 'São Paulo', country: 'Brazil' },
  { id: 4, city: 'Zürich', country: 'Switzerland' },
  { id: 5, city: 'Kraków', country: 'Poland' },
  { id: 6, city: 'Reykjavík', country: 'Iceland' },
];

const columns: GridColDef<Place>[] = [
  { field: 'city', headerName: 'City', flex: 1 },
  { field: 'country', headerName: 'Country', flex: 1 },
];

export default function QuickFilterDiacritics() {
  const [ignoreDiacritics, setIgnoreDiacritics] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={ignoreDiacritics}
            onChange={(event) => setIgnoreDiacritics(event.target.checked)}
          />
        }
        label="Ignore diacritics"
      />
      <Box sx={{ height: 340 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          showToolbar
          ignoreDiacritics={ignoreDiacritics}
          initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['montre'] } } }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
