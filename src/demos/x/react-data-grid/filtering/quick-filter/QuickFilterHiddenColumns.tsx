import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef, GridFilterModel } from '@mui/x-data-grid';

interface Film {
  id: number;
  title: string;
  year: number;
  studio: string;
}

const rows: Film[] = [
  { id: 1, title: 'Spirited Away', year: 2001, studio: 'Ghibli' },
  { id: 2, title: 'Coco', year: 2017, studio: 'Pixar' },
  { id: 3, title: 'My Neighbor Totoro', year: 1988, studio: 'Ghibli' },
  { id: 4, title: 'Wall-E', year: 2008, studio: 'Pixar' },
  { id: 5, title: 'Wallace & Gromit: The Curse of the Were-Rabbit', year: 2005, studio: 'Aardman' },
  { id: 6, title: 'Ponyo', year: 2008, studio: 'Ghibli' },
];

const columns: GridColDef<Film>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 220 },
  { field: 'year', headerName: 'Year', width: 90, valueFormatter: (value: number) => String(value) },
  { field: 'studio', headerName: 'Studio', width: 120 },
];

export default function QuickFilterHiddenColumns() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [],
    quickFilterValues: ['ghibli'],
    quickFilterExcludeHiddenColumns: true,
  });

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={filterModel.quickFilterExcludeHiddenColumns ?? false}
            onChange={(event) =>
              setFilterModel((model) => ({
                ...model,
                quickFilterExcludeHiddenColumns: event.target.checked,
              }))
            }
          />
        }
        label="Exclude hidden columns from the quick filter"
      />
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          showToolbar
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          // The studio column starts hidden; show it again from the column menu or the toolbar.
          initialState={{ columns: { columnVisibilityModel: { studio: false } } }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
