import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';

interface Movie {
  id: number;
  title: string;
  company: string;
  director: string;
  year: number;
}

const columns: GridColDef<Movie>[] = [
  { field: 'title', headerName: 'Title', width: 220 },
  { field: 'company', headerName: 'Company', width: 180 },
  { field: 'director', headerName: 'Director', width: 180 },
  {
    field: 'year',
    headerName: 'Year',
    type: 'number',
    width: 90,
    valueFormatter: (value: number) => String(value),
  },
];

const rows: Movie[] = [
  { id: 1, title: 'Toy Story', company: 'Pixar', director: 'John Lasseter', year: 1995 },
  { id: 2, title: 'Cars', company: 'Pixar', director: 'John Lasseter', year: 2006 },
  { id: 3, title: 'Up', company: 'Pixar', director: 'Pete Docter', year: 2009 },
  { id: 4, title: 'Inside Out', company: 'Pixar', director: 'Pete Docter', year: 2015 },
  { id: 5, title: 'Shrek', company: 'DreamWorks', director: 'Andrew Adamson', year: 2001 },
  { id: 6, title: 'Madagascar', company: 'DreamWorks', director: 'Eric Darnell', year: 2005 },
];

export default function RowGroupingControlled() {
  const [rowGroupingModel, setRowGroupingModel] = React.useState<string[]>([
    'company',
  ]);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        aria-label="Group by"
        value={rowGroupingModel}
        onChange={(_event, fields: string[]) => setRowGroupingModel(fields)}
      >
        <ToggleButton value="company">Company</ToggleButton>
        <ToggleButton value="director">Director</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          rowGroupingModel={rowGroupingModel}
          onRowGroupingModelChange={(model) => setRowGroupingModel(model)}
        />
      </Box>
    </Stack>
  );
}
