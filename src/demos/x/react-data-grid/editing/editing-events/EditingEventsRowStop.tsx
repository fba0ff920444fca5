import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  GridRowEditStopParams,
  GridRowEditStopReasons,
  MuiEvent,
  GridRowParams,
  useGridApiRef,
} from '@mui/x-data-grid';

interface Booking {
  id: number;
  guest: string;
  nights: number;
  room: string;
}

const rows: Booking[] = [
  { id: 1, guest: 'Ana Souza', nights: 3, room: 'Garden' },
  { id: 2, guest: 'Kwame Mensah', nights: 1, room: 'Attic' },
  { id: 3, guest: 'Elif Demir', nights: 5, room: 'Sea view' },
];

const columns: GridColDef<Booking>[] = [
  { field: 'guest', headerName: 'Guest', flex: 1, editable: true },
  { field: 'nights', headerName: 'Nights', type: 'number', width: 100, editable: true },
  {
    field: 'room',
    headerName: 'Room',
    type: 'singleSelect',
    valueOptions: ['Attic', 'Garden', 'Sea view'],
    width: 130,
    editable: true,
  },
];

export default function EditingEventsRowStop() {
  const apiRef = useGridApiRef();
  const [message, setMessage] = React.useState('Double-click a row to edit all its cells.');

  // subscribeEvent listens to any grid event, here the start of a row edit; it returns the unsubscribe function.
  React.useEffect(
    () =>
      apiRef.current?.subscribeEvent('rowEditStart', (params: GridRowParams<Booking>) => {
        setMessage(`Editing the row of ${params.row.guest}.`);
      }),
    [apiRef],
  );

  const handleRowEditStop = (params: GridRowEditStopParams<Booking>, event: MuiEvent) => {
    // Only Enter saves and Escape cancels: a click outside the row keeps it in edit mode.
    if (params.reason === GridRowEditStopReasons.rowFocusOut) {
      event.defaultMuiPrevented = true;
      setMessage('Clicked outside: press Enter to save or Escape to cancel.');
      return;
    }
    setMessage(`The row of ${params.row.guest} left edit mode (reason: ${params.reason}).`);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 250 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          editMode="row"
          onRowEditStop={handleRowEditStop}
          hideFooter
        />
      </Box>
      <Alert severity="info" sx={{ mt: 1 }}>
        {message}
      </Alert>
    </Box>
  );
}
