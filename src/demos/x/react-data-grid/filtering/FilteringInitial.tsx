import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  department: string;
  salary: number;
  remote: boolean;
}

const rows: Employee[] = [
  {
    id: 1,
    name: 'Hana Novak',
    department: 'Engineering',
    salary: 82000,
    remote: true,
  },
  { id: 2, name: 'Oliver Grant', department: 'Sales', salary: 61000, remote: false },
  {
    id: 3,
    name: 'Priya Raman',
    department: 'Engineering',
    salary: 95000,
    remote: false,
  },
  { id: 4, name: 'Tomás Ruiz', department: 'Support', salary: 48000, remote: true },
  { id: 5, name: 'Aiko Tanaka', department: 'Design', salary: 70000, remote: true },
  {
    id: 6,
    name: 'Felix Braun',
    department: 'Engineering',
    salary: 67000,
    remote: true,
  },
  { id: 7, name: 'Nadia Haddad', department: 'Sales', salary: 73000, remote: false },
];

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: ['Design', 'Engineering', 'Sales', 'Support'],
    width: 140,
  },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 100 },
];

export default function FilteringInitial() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{
          filter: {
            filterModel: {
              items: [{ field: 'department', operator: 'is', value: 'Engineering' }],
            },
          },
        }}
      />
    </Box>
  );
}
