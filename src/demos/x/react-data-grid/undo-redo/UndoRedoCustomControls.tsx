import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPremium,
  GridColDef,
  gridHistoryCanRedoSelector,
  gridHistoryCanUndoSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid-premium';

interface Score {
  id: number;
  player: string;
  points: number;
}

const columns: GridColDef<Score>[] = [
  { field: 'player', headerName: 'Player', width: 180, editable: true },
  { field: 'points', headerName: 'Points', type: 'number', width: 120, editable: true },
];

const rows: Score[] = [
  { id: 1, player: 'Kai', points: 14 },
  { id: 2, player: 'Mina', points: 21 },
  { id: 3, player: 'Theo', points: 9 },
];

// A toolbar of its own: text buttons that follow the history state of the grid.
function HistoryToolbar() {
  const apiRef = useGridApiContext();
  const canUndo = useGridSelector(apiRef, gridHistoryCanUndoSelector);
  const canRedo = useGridSelector(apiRef, gridHistoryCanRedoSelector);

  return (
    <Stack direction="row" spacing={1} sx={{ p: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Button size="small" disabled={!canUndo} onClick={() => {
          void apiRef.current.history.undo();
        }}>
        Undo last change
      </Button>
      <Button size="small" disabled={!canRedo} onClick={() => {
          void apiRef.current.history.redo();
        }}>
        Redo
      </Button>
      <Button size="small" disabled={!canUndo && !canRedo} onClick={() => apiRef.current.history.clear()}>
        Forget history
      </Button>
    </Stack>
  );
}

export default function UndoRedoCustomControls() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGridPremium rows={rows} columns={columns} slots={{ toolbar: HistoryToolbar }} showToolbar />
    </Box>
  );
}
