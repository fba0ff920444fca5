import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import {
  DataGrid,
  GridApi,
  GridColDef,
  GridFilterModel,
  Toolbar,
  gridFilterModelSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';

interface Car {
  id: number;
  model: string;
  fuel: string;
}

const fuels = ['Electric', 'Hybrid', 'Petrol', 'Diesel'];

const rows: Car[] = [
  { id: 1, model: 'Model 3', fuel: 'Electric' },
  { id: 2, model: 'Golf', fuel: 'Petrol' },
  { id: 3, model: 'Leaf', fuel: 'Electric' },
  { id: 4, model: 'Prius', fuel: 'Hybrid' },
  { id: 5, model: 'Zoe', fuel: 'Electric' },
  { id: 6, model: 'Corolla', fuel: 'Hybrid' },
  { id: 7, model: 'Polo', fuel: 'Petrol' },
];

const columns: GridColDef<Car>[] = [
  { field: 'model', headerName: 'Model', flex: 1 },
  { field: 'fuel', headerName: 'Fuel', type: 'singleSelect', valueOptions: fuels, width: 130 },
];

const modelFor = (fuel: string): GridFilterModel => ({
  items: [{ field: 'fuel', operator: 'is', value: fuel }],
});

/**
 * For each fuel, the number of rows its filter would keep. getFilterState computes the result of
 * a model without applying it. Returned as text, so the toolbar re-renders only when a count changes.
 */
const countsSelector = (apiRef: React.RefObject<GridApi>) =>
  fuels
    .map((fuel) => {
      const { filteredRowsLookup } = apiRef.current.getFilterState(modelFor(fuel));
      return apiRef.current.getRowsCount() - Object.keys(filteredRowsLookup).length;
    })
    .join(',');

/** A toolbar of fuel chips, each with the number of rows it would show. */
function FuelToolbar() {
  const apiRef = useGridApiContext();
  const filterModel = useGridSelector(apiRef, gridFilterModelSelector);
  const activeFuel = filterModel.items.find((item) => item.field === 'fuel')?.value as
    | string
    | undefined;

  const counts = useGridSelector(apiRef, countsSelector).split(',').map(Number);

  return (
    <Toolbar>
      <Box role="group" aria-label="Fuel" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {fuels.map((fuel, index) => (
          <Chip
            key={fuel}
            label={`${fuel} (${counts[index]})`}
            color={activeFuel === fuel ? 'primary' : 'default'}
            disabled={counts[index] === 0}
            onClick={() =>
              apiRef.current.setFilterModel(activeFuel === fuel ? { items: [] } : modelFor(fuel))
            }
          />
        ))}
      </Box>
    </Toolbar>
  );
}

export default function FilteringRecipeFilteredCount() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: FuelToolbar }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
