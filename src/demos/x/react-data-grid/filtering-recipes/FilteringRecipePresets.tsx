import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGrid, GridColDef, GridFilterModel } from '@mui/x-data-grid';

interface Issue {
  id: number;
  title: string;
  status: string;
  priority: number;
}

const rows: Issue[] = [
  { id: 1, title: 'Login page is slow', status: 'Open', priority: 1 },
  { id: 2, title: 'Typo in the footer', status: 'Closed', priority: 3 },
  { id: 3, title: 'Export button does nothing', status: 'Open', priority: 2 },
  { id: 4, title: 'Dark mode flickers', status: 'In review', priority: 2 },
  { id: 5, title: 'Add keyboard shortcuts', status: 'Open', priority: 3 },
];

const columns: GridColDef<Issue>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Open', 'In review', 'Closed'],
    width: 130,
  },
  { field: 'priority', headerName: 'Priority', type: 'number', width: 100 },
];

interface Preset {
  name: string;
  model: GridFilterModel;
}

const initialPresets: Preset[] = [
  { name: 'Open', model: { items: [{ field: 'status', operator: 'is', value: 'Open' }] } },
  { name: 'Urgent', model: { items: [{ field: 'priority', operator: '=', value: 1 }] } },
];

export default function FilteringRecipePresets() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [] });
  const [presets, setPresets] = React.useState<Preset[]>(initialPresets);
  const [name, setName] = React.useState('');

  const activeName = presets.find(
    (preset) => JSON.stringify(preset.model) === JSON.stringify(filterModel),
  )?.name;

  const savePreset = () => {
    const trimmed = name.trim();
    if (trimmed !== '') {
      setPresets((previous) => [
        ...previous.filter((preset) => preset.name !== trimmed),
        { name: trimmed, model: filterModel },
      ]);
      setName('');
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }}
        role="group"
        aria-label="Saved filters"
      >
        <Chip
          label="All issues"
          color={filterModel.items.length === 0 ? 'primary' : 'default'}
          onClick={() => setFilterModel({ items: [] })}
        />
        {presets.map((preset) => (
          <Chip
            key={preset.name}
            label={preset.name}
            color={activeName === preset.name ? 'primary' : 'default'}
            onClick={() => setFilterModel(preset.model)}
            onDelete={() =>
              setPresets((previous) => previous.filter((item) => item.name !== preset.name))
            }
          />
        ))}
      </Stack>
      <Box sx={{ height: 330 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          showToolbar
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          hideFooter
        />
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <TextField
          size="small"
          label="Name of the current filter"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <Button
          variant="outlined"
          onClick={savePreset}
          disabled={name.trim() === '' || filterModel.items.length === 0}
        >
          Save filter
        </Button>
      </Stack>
    </Box>
  );
}
