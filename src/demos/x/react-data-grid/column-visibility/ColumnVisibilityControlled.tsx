import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef, GridColumnVisibilityModel } from '@mui/x-data-grid';

const rows = [
  { id: 1, name: 'Cedar desk', sku: 'FRN-1001', price: 420, weight: 38 },
  { id: 2, name: 'Walnut shelf', sku: 'FRN-1002', price: 180, weight: 12 },
  { id: 3, name: 'Oak chair', sku: 'FRN-1003', price: 150, weight: 7 },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Product', flex: 1, hideable: false },
  { field: 'sku', headerName: 'SKU', width: 120 },
  { field: 'price', headerName: 'Price ($)', type: 'number', width: 110 },
  { field: 'weight', headerName: 'Weight (kg)', type: 'number', width: 120 },
];

export default function ColumnVisibilityControlled() {
  const [visibility, setVisibility] = React.useState<GridColumnVisibilityModel>({
    sku: false,
    weight: false,
  });

  const showDetails = visibility.sku !== false || visibility.weight !== false;

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={showDetails}
            onChange={(event) =>
              setVisibility({
                sku: event.target.checked,
                weight: event.target.checked,
              })
            }
          />
        }
        label="Show logistics columns"
      />
      <Box sx={{ height: 300 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          columnVisibilityModel={visibility}
          onColumnVisibilityModelChange={setVisibility}
          showToolbar
          hideFooter
        />
      </Box>
    </Box>
  );
}
