import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  role: string;
  office: string;
  team: string;
}

const rows: Employee[] = [
  { id: 1, name: 'Aisha Bello', role: 'Engineer', office: 'Lagos', team: 'Payments' },
  { id: 2, name: 'Bruno Costa', role: 'Designer', office: 'Porto', team: 'Growth' },
  { id: 3, name: 'Chen Wei', role: 'Engineer', office: 'Singapore', team: 'Platform' },
  { id: 4, name: 'Dana Cohen', role: 'Product manager', office: 'Tel Aviv', team: 'Payments' },
  { id: 5, name: 'Emil Berg', role: 'Data analyst', office: 'Oslo', team: 'Growth' },
  { id: 6, name: 'Fatima Zahra', role: 'Engineer', office: 'Casablanca', team: 'Mobile' },
  { id: 7, name: 'Gabriel Silva', role: 'Support lead', office: 'Porto', team: 'Customer care' },
  { id: 8, name: 'Hanna Virtanen', role: 'Designer', office: 'Helsinki', team: 'Mobile' },
];

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 140 },
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 130 },
  { field: 'office', headerName: 'Office', width: 120 },
  { field: 'team', headerName: 'Team', width: 130 },
];

export default function QuickFilterBasic() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      {/* The default toolbar has a search button that opens the quick filter. */}
      <DataGrid rows={rows} columns={columns} showToolbar />
    </Box>
  );
}
