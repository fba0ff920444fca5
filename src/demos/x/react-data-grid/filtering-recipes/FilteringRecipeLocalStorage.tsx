import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, GridColDef, GridFilterModel } from '@mui/x-data-grid';

interface Plant {
  id: number;
  plant: string;
  light: string;
  water: string;
}

const rows: Plant[] = [
  { id: 1, plant: 'Monstera', light: 'Bright, indirect', water: 'Weekly' },
  { id: 2, plant: 'Snake plant', light: 'Low', water: 'Monthly' },
  { id: 3, plant: 'Fiddle-leaf fig', light: 'Bright, indirect', water: 'Weekly' },
  { id: 4, plant: 'ZZ plant', light: 'Low', water: 'Monthly' },
  { id: 5, plant: 'Basil', light: 'Full sun', water: 'Daily' },
];

const columns: GridColDef<Plant>[] = [
  { field: 'plant', headerName: 'Plant', flex: 1 },
  { field: 'light', headerName: 'Light', flex: 1 },
  { field: 'water', headerName: 'Water', width: 120 },
];

const STORAGE_KEY = 'plants-grid-filter-model';
const EMPTY_MODEL = JSON.stringify({ items: [] });

/** A tiny store over localStorage that React can subscribe to. */
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Other tabs change the stored value too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

const getSnapshot = () => localStorage.getItem(STORAGE_KEY) ?? EMPTY_MODEL;

// On the server, and while the page hydrates, there is no stored filter.
const getServerSnapshot = () => EMPTY_MODEL;

function saveFilterModel(model: GridFilterModel) {
  localStorage.setItem(STORAGE_KEY, JSON.stringify(model));
  listeners.forEach((listener) => listener());
}

function forgetFilterModel() {
  localStorage.removeItem(STORAGE_KEY);
  listeners.forEach((listener) => listener());
}

export default function FilteringRecipeLocalStorage() {
  const stored = React.useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const filterModel = React.useMemo(() => JSON.parse(stored) as GridFilterModel, [stored]);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          showToolbar
          filterModel={filterModel}
          onFilterModelChange={saveFilterModel}
          hideFooter
        />
      </Box>
      <Button sx={{ mt: 1 }} onClick={forgetFilterModel}>
        Forget the saved filter
      </Button>
    </Box>
  );
}
