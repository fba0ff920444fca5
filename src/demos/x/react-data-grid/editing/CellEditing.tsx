import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Item {
  id: number;
  name: string;
  category: string;
  quantity: number;
  inStock: boolean;
}

const initialRows: Item[] = [
  { id: 1, name: 'Oat milk', category: 'Dairy-free', quantity: 12, inStock: true },
  { id: 2, name: 'Sourdough loaf', category: 'Bakery', quantity: 4, inStock: true },
  { id: 3, name: 'Blueberries', category: 'Fruit', quantity: 0, inStock: false },
  { id: 4, name: 'Espresso beans', category: 'Pantry', quantity: 7, inStock: true },
];

const columns: GridColDef<Item>[] = [
  { field: 'name', headerName: 'Name', flex: 1, editable: true },
  {
    field: 'category',
    headerName: 'Category',
    type: 'singleSelect',
    valueOptions: ['Bakery', 'Dairy-free', 'Fruit', 'Pantry'],
    width: 140,
    editable: true,
  },
  {
    field: 'quantity',
    headerName: 'Quantity',
    type: 'number',
    width: 110,
    editable: true,
    // Marks the cell as invalid while the typed value is negative.
    preProcessEditCellProps: (params) => ({
      ...params.props,
      error: Number(params.props.value) < 0,
    }),
  },
  {
    field: 'inStock',
    headerName: 'In stock',
    type: 'boolean',
    width: 100,
    editable: true,
  },
];

export default function CellEditing() {
  const [message, setMessage] = React.useState(
    'Double-click a cell or press Enter to edit.',
  );

  const processRowUpdate = (newRow: Item, oldRow: Item) => {
    if (newRow.name.trim() === '') {
      throw new Error('The name cannot be empty.');
    }
    setMessage(
      `Saved "${newRow.name}" (was "${oldRow.name}", quantity ${newRow.quantity}).`,
    );
    return newRow;
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 300 }}>
        <DataGrid
          rows={initialRows}
          columns={columns}
          processRowUpdate={processRowUpdate}
          onProcessRowUpdateError={(error: Error) => setMessage(error.message)}
          hideFooter
        />
      </Box>
      <Alert severity="info" sx={{ mt: 1 }}>
        {message}
      </Alert>
    </Box>
  );
}
