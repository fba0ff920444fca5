import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';

interface Item {
  id: number;
  item: string;
  quantity: number;
  unitPrice: number;
}

const columns: GridColDef<Item>[] = [
  { field: 'item', headerName: 'Item', width: 180, editable: true },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 120, editable: true },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 120, editable: true },
];

const rows: Item[] = [
  { id: 1, item: 'Paper clips', quantity: 12, unitPrice: 1.5 },
  { id: 2, item: 'Sticky notes', quantity: 30, unitPrice: 2.2 },
  { id: 3, item: 'Stapler', quantity: 4, unitPrice: 9.9 },
  { id: 4, item: 'Whiteboard marker', quantity: 24, unitPrice: 1.8 },
];

export default function UndoRedoBasic() {
  const [lastAction, setLastAction] = React.useState('Edit a cell, then press Ctrl+Z or the undo button.');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 320 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          showToolbar
          onUndo={(params) => setLastAction(`Undone: ${params.eventName}`)}
          onRedo={(params) => setLastAction(`Redone: ${params.eventName}`)}
        />
      </Box>
      <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
        {lastAction}
      </Typography>
    </Stack>
  );
}
