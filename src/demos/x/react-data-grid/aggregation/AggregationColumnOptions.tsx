import Box from '@mui/material/Box';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';

interface Employee {
  id: number;
  name: string;
  team: string;
  employeeNumber: number;
  salary: number;
  remote: boolean;
}

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 150 },
  { field: 'team', headerName: 'Team', width: 120 },
  // An identifier: a total of it means nothing, so its menu has no aggregation item.
  { field: 'employeeNumber', headerName: 'Employee no.', type: 'number', width: 130, aggregable: false },
  // Only these functions are offered for the salary.
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 130,
    availableAggregationFunctions: ['avg', 'min', 'max'],
  },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 110 },
];

const rows: Employee[] = [
  { id: 1, name: 'Ana Lima', team: 'Design', employeeNumber: 1042, salary: 61000, remote: true },
  { id: 2, name: 'Ben Okafor', team: 'Design', employeeNumber: 1057, salary: 58000, remote: false },
  { id: 3, name: 'Chloé Martin', team: 'Engineering', employeeNumber: 1003, salary: 82000, remote: true },
  { id: 4, name: 'Dev Patel', team: 'Engineering', employeeNumber: 1121, salary: 76000, remote: true },
  { id: 5, name: 'Eva Novak', team: 'Support', employeeNumber: 1130, salary: 47000, remote: false },
];

export default function AggregationColumnOptions() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{
          aggregation: { model: { salary: 'avg', remote: 'sizeTrue' } },
        }}
      />
    </Box>
  );
}
