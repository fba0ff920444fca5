import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridColumnGroupingModel } from '@mui/x-data-grid';

type Absence = 'vacation' | 'sick' | 'training';

type Employee = { id: number; name: string; team: string; days: Record<number, Absence> };

const people: Employee[] = [
  { id: 1, name: 'Ana Lima', team: 'Design', days: { 2: 'vacation', 3: 'vacation', 4: 'vacation' } },
  { id: 2, name: 'Ben Okafor', team: 'Engineering', days: { 7: 'sick', 8: 'sick' } },
  { id: 3, name: 'Chen Wei', team: 'Engineering', days: { 9: 'training', 10: 'training' } },
  { id: 4, name: 'Dara Singh', team: 'Sales', days: { 1: 'vacation', 14: 'vacation' } },
  { id: 5, name: 'Eli Novak', team: 'Sales', days: {} },
  { id: 6, name: 'Fatima Zahra', team: 'Design', days: { 11: 'sick' } },
];

// December 2026: the 1st is a Tuesday.
const DAYS = Array.from({ length: 14 }, (_, index) => index + 1);
const WEEKDAY = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const isWeekend = (day: number) => day % 7 === 5 || day % 7 === 6;
const LABEL: Record<Absence, string> = { vacation: 'V', sick: 'S', training: 'T' };

const rows = people.map((person) => ({
  id: person.id,
  name: person.name,
  team: person.team,
  total: Object.keys(person.days).length,
  ...Object.fromEntries(DAYS.map((day) => [`d${day}`, person.days[day] ?? ''])),
}));

type Row = (typeof rows)[number];

const columns: GridColDef<Row>[] = [
  { field: 'name', headerName: 'Employee', width: 140 },
  { field: 'team', headerName: 'Team', width: 110 },
  ...DAYS.map(
    (day): GridColDef<Row> => ({
      field: `d${day}`,
      headerName: `${WEEKDAY[day % 7]} ${day}`,
      width: 62,
      sortable: false,
      disableColumnMenu: true,
      align: 'center',
      headerAlign: 'center',
      valueFormatter: (value: Absence | '') => (value ? LABEL[value] : ''),
      cellClassName: (params) =>
        [params.value ? `absence--${String(params.value)}` : '', isWeekend(day) ? 'weekend' : '']
          .filter(Boolean)
          .join(' '),
      headerClassName: isWeekend(day) ? 'weekend' : undefined,
    }),
  ),
  { field: 'total', headerName: 'Days off', type: 'number', width: 90 },
];

const columnGroupingModel: GridColumnGroupingModel = [
  { groupId: 'week49', headerName: 'Week 49', children: DAYS.slice(0, 6).map((d) => ({ field: `d${d}` })) },
  { groupId: 'week50', headerName: 'Week 50', children: DAYS.slice(6, 13).map((d) => ({ field: `d${d}` })) },
  { groupId: 'week51', headerName: 'Week 51', children: [{ field: 'd14' }] },
];

export default function TimeOffCalendar() {
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        V: vacation · S: sick leave · T: training
      </Typography>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          columnGroupingModel={columnGroupingModel}
          showCellVerticalBorder
          showColumnVerticalBorder
          hideFooter
          sx={{
            '& .weekend': { bgcolor: 'action.hover' },
            '& .absence--vacation': { bgcolor: 'info.main', color: 'info.contrastText' },
            '& .absence--sick': { bgcolor: 'warning.main', color: 'warning.contrastText' },
            '& .absence--training': { bgcolor: 'success.main', color: 'success.contrastText' },
          }}
        />
      </Box>
    </Stack>
  );
}
