import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  getGridNumericOperators,
  getGridStringOperators,
} from '@mui/x-data-grid';

interface Run {
  id: number;
  runner: string;
  club: string;
  minutes: number;
}

const rows: Run[] = [
  { id: 1, runner: 'Aiko Sato', club: 'Riverside AC', minutes: 42 },
  { id: 2, runner: 'Ben Okafor', club: 'Hill Harriers', minutes: 51 },
  { id: 3, runner: 'Clara Ruiz', club: 'Riverside AC', minutes: 38 },
  { id: 4, runner: 'Dev Patel', club: 'City Striders', minutes: 47 },
  { id: 5, runner: 'Eva Novak', club: 'Hill Harriers', minutes: 55 },
];

const columns: GridColDef<Run>[] = [
  { field: 'runner', headerName: 'Runner', flex: 1 },
  {
    field: 'club',
    headerName: 'Club',
    flex: 1,
    // Only "contains" and "equals" for the club.
    filterOperators: getGridStringOperators().filter((operator) =>
      ['contains', 'equals'].includes(operator.value),
    ),
  },
  {
    field: 'minutes',
    headerName: 'Time (min)',
    type: 'number',
    width: 130,
    // Only "less than" and "greater than" for the time.
    filterOperators: getGridNumericOperators().filter((operator) =>
      ['<', '>'].includes(operator.value),
    ),
  },
];

export default function FilterRemoveOperators() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{
          filter: { filterModel: { items: [{ field: 'minutes', operator: '<', value: 50 }] } },
        }}
        hideFooter
      />
    </Box>
  );
}
