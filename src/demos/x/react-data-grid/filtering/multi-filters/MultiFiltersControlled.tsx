import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridColDef,
  GridFilterModel,
  GridLogicOperator,
} from '@mui/x-data-grid-pro';

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

export default function MultiFiltersControlled() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [
      { id: 1, field: 'maker', operator: 'equals', value: 'Toyota' },
      { id: 2, field: 'price', operator: '<', value: 15000 },
    ],
    logicOperator: GridLogicOperator.Or,
  });

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="How conditions combine"
        value={filterModel.logicOperator ?? GridLogicOperator.And}
        onChange={(_event, value: GridLogicOperator | null) => {
          if (value) {
            setFilterModel((model) => ({ ...model, logicOperator: value }));
          }
        }}
        sx={{ mb: 1 }}
      >
        <ToggleButton value={GridLogicOperator.And}>Match all (and)</ToggleButton>
        <ToggleButton value={GridLogicOperator.Or}>Match any (or)</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 380 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          showToolbar
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          hideFooter
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1, fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        {JSON.stringify(filterModel)}
      </Typography>
    </Box>
  );
}
