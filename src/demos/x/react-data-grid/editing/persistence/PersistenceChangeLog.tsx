import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';

interface Stock {
  id: number;
  item: string;
  shelf: string;
  count: number;
}

const initialRows: Stock[] = [
  { id: 1, item: 'Tent pegs', shelf: 'A1', count: 120 },
  { id: 2, item: 'Head torch', shelf: 'B4', count: 18 },
  { id: 3, item: 'Water filter', shelf: 'C2', count: 9 },
];

const columns: GridColDef<Stock>[] = [
  { field: 'item', headerName: 'Item', flex: 1, editable: true },
  { field: 'shelf', headerName: 'Shelf', width: 100, editable: true },
  { field: 'count', headerName: 'Count', type: 'number', width: 100, editable: true },
];

interface Change {
  before: Stock;
  after: Stock;
}

export default function PersistenceChangeLog() {
  const apiRef = useGridApiRef();
  const [changes, setChanges] = React.useState<Change[]>([]);

  const processRowUpdate = (newRow: Stock, oldRow: Stock) => {
    // Normalize before saving: shelf codes are upper case.
    const saved = { ...newRow, shelf: newRow.shelf.trim().toUpperCase() };
    setChanges((previous) => [...previous, { before: oldRow, after: saved }]);
    return saved;
  };

  const undoLast = () => {
    const last = changes[changes.length - 1];
    if (last) {
      // updateRows writes to the grid's rows without going through processRowUpdate.
      apiRef.current?.updateRows([last.before]);
      setChanges(changes.slice(0, -1));
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 250 }}>
        <DataGrid
          apiRef={apiRef}
          rows={initialRows}
          columns={columns}
          processRowUpdate={processRowUpdate}
          hideFooter
        />
      </Box>
      <Stack direction="row" spacing={2} sx={{ mt: 1, alignItems: 'center' }}>
        <Button variant="outlined" onClick={undoLast} disabled={changes.length === 0}>
          Undo last change
        </Button>
        <Typography variant="body2">{changes.length} change(s) saved</Typography>
      </Stack>
      <List dense aria-label="Saved changes">
        {changes.map((change, index) => (
          <ListItem key={index} disableGutters>
            <ListItemText
              primary={`${change.after.item}: shelf ${change.after.shelf}, count ${change.after.count}`}
              secondary={`was shelf ${change.before.shelf}, count ${change.before.count}`}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
