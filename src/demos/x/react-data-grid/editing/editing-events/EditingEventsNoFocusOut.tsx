import Box from '@mui/material/Box';
import {
  DataGrid,
  GridCellEditStopParams,
  GridCellEditStopReasons,
  GridColDef,
  MuiEvent,
} from '@mui/x-data-grid';

interface Note {
  id: number;
  title: string;
  owner: string;
}

const rows: Note[] = [
  { id: 1, title: 'Budget for the offsite', owner: 'Olu' },
  { id: 2, title: 'Interview questions', owner: 'Signe' },
  { id: 3, title: 'Vendor shortlist', owner: 'Rafael' },
];

const columns: GridColDef<Note>[] = [
  { field: 'title', headerName: 'Title', flex: 1, editable: true },
  { field: 'owner', headerName: 'Owner', width: 140, editable: true },
];

export default function EditingEventsNoFocusOut() {
  const handleCellEditStop = (params: GridCellEditStopParams<Note>, event: MuiEvent) => {
    // Clicking outside the cell no longer ends the edit: only Enter, Tab or Escape do.
    if (params.reason === GridCellEditStopReasons.cellFocusOut) {
      event.defaultMuiPrevented = true;
    }
  };

  return (
    <Box sx={{ height: 250, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} onCellEditStop={handleCellEditStop} hideFooter />
    </Box>
  );
}
