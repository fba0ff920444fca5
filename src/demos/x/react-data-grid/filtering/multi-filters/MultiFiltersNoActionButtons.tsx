import Box from '@mui/material/Box';
import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';

interface Car {
  id: number;
  model: string;
  maker: string;
  fuel: string;
  year: number;
  price: number;
}

const rows: Car[] = [
  { id: 1, model: 'Model 3', maker: 'Tesla', fuel: 'Electric', year: 2021, price: 38000 },
  { id: 2, model: 'Golf', maker: 'Volkswagen', fuel: 'Petrol', year: 2019, price: 17500 },
  { id: 3, model: 'Leaf', maker: 'Nissan', fuel: 'Electric', year: 2018, price: 12900 },
  { id: 4, model: 'Prius', maker: 'Toyota', fuel: 'Hybrid', year: 2020, price: 21000 },
  { id: 5, model: 'Zoe', maker: 'Renault', fuel: 'Electric', year: 2022, price: 19900 },
  { id: 6, model: 'Corolla', maker: 'Toyota', fuel: 'Hybrid', year: 2023, price: 26500 },
  { id: 7, model: 'Polo', maker: 'Volkswagen', fuel: 'Petrol', year: 2017, price: 9800 },
  { id: 8, model: 'ID.3', maker: 'Volkswagen', fuel: 'Electric', year: 2023, price: 33000 },
];

const columns: GridColDef<Car>[] = [
  { field: 'model', headerName: 'Model', flex: 1, minWidth: 110 },
  { field: 'maker', headerName: 'Maker', width: 130 },
  {
    field: 'fuel',
    headerName: 'Fuel',
    type: 'singleSelect',
    valueOptions: ['Electric', 'Hybrid', 'Petrol'],
    width: 120,
  },
  {
    field: 'year',
    headerName: 'Year',
    type: 'number',
    width: 90,
    valueFormatter: (value: number) => String(value),
  },
  { field: 'price', headerName: 'Price (EUR)', type: 'number', width: 130 },
];

export default function MultiFiltersNoActionButtons() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        showToolbar
        slotProps={{
          // A fixed set of conditions: users change their values but cannot add or remove any.
          filterPanel: {
            disableAddFilterButton: true,
            disableRemoveAllButton: true,
            filterFormProps: { deleteIconProps: { sx: { display: 'none' } } },
          },
        }}
        initialState={{
          filter: {
            filterModel: {
              items: [
                { id: 1, field: 'maker', operator: 'contains', value: '' },
                { id: 2, field: 'price', operator: '<', value: 25000 },
              ],
            },
          },
        }}
        hideFooter
      />
    </Box>
  );
}
