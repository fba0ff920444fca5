import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

type Slot = 'nine' | 'ten' | 'eleven' | 'twelve' | 'one';

interface Session {
  // The slot where a session starts, and how many hours it lasts.
  start: Slot;
  title: string;
  hours: number;
}

interface Room {
  id: number;
  room: string;
  sessions: Session[];
}

const rows: Room[] = [
  {
    id: 1,
    room: 'Hall A',
    sessions: [
      { start: 'nine', title: 'Opening keynote', hours: 2 },
      { start: 'eleven', title: 'Design systems at scale', hours: 1 },
      { start: 'twelve', title: 'Lunch', hours: 2 },
    ],
  },
  {
    id: 2,
    room: 'Room 2',
    sessions: [
      { start: 'nine', title: 'Accessibility audit', hours: 1 },
      { start: 'ten', title: 'Hands-on workshop: data grids', hours: 3 },
      { start: 'one', title: 'Q&A', hours: 1 },
    ],
  },
  {
    id: 3,
    room: 'Room 3',
    sessions: [
      { start: 'nine', title: 'Hiring fair', hours: 5 },
    ],
  },
];

const slots: { field: Slot; headerName: string }[] = [
  { field: 'nine', headerName: '9:00' },
  { field: 'ten', headerName: '10:00' },
  { field: 'eleven', headerName: '11:00' },
  { field: 'twelve', headerName: '12:00' },
  { field: 'one', headerName: '13:00' },
];

const findSession = (row: Room, field: Slot) =>
  row.sessions.find((session) => session.start === field);

const columns: GridColDef<Room>[] = [
  { field: 'room', headerName: 'Room', width: 100 },
  ...slots.map(
    ({ field, headerName }): GridColDef<Room> => ({
      field,
      headerName,
      flex: 1,
      minWidth: 100,
      sortable: false,
      valueGetter: (value, row) => findSession(row, field)?.title ?? '',
      // A session covers as many hour columns as it lasts. The columns it covers
      // are not rendered for that row.
      colSpan: (value, row) => findSession(row, field)?.hours,
    }),
  ),
];

export default function ColumnSpanningTimetable() {
  return (
    <Box sx={{ height: 260, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        showCellVerticalBorder
        showColumnVerticalBorder
      />
    </Box>
  );
}
