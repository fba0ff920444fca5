import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef, GridLocaleText } from '@mui/x-data-grid';

const rows = [
  { id: 1, name: 'Ada', team: 'Platform' },
  { id: 2, name: 'Grace', team: 'Compilers' },
  { id: 3, name: 'Linus', team: 'Kernel' },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'team', headerName: 'Team', flex: 1 },
];

const localeText: Partial<GridLocaleText> = {
  noRowsLabel: 'Nobody here yet: invite your first teammate.',
  footerRowSelected: (count) =>
    count === 1 ? '1 teammate picked' : `${count.toLocaleString()} teammates picked`,
  toolbarQuickFilterPlaceholder: 'Find a teammate…',
};

export default function LocalizationCustomText() {
  const [empty, setEmpty] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={empty}
            onChange={(event) => setEmpty(event.target.checked)}
          />
        }
        label="Empty grid"
      />
      <Box sx={{ height: 320 }}>
        <DataGrid
          rows={empty ? [] : rows}
          columns={columns}
          localeText={localeText}
          checkboxSelection
          showToolbar
          hideFooterPagination
        />
      </Box>
    </Box>
  );
}
