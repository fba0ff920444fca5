import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridLogicOperator } from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  role: string;
  office: string;
}

const rows: Employee[] = [
  { id: 1, name: 'Aisha Bello', role: 'Engineer', office: 'Lagos' },
  { id: 2, name: 'Bruno Costa', role: 'Designer', office: 'Porto' },
  { id: 3, name: 'Chen Wei', role: 'Engineer', office: 'Singapore' },
  { id: 4, name: 'Dana Cohen', role: 'Product manager', office: 'Tel Aviv' },
  { id: 5, name: 'Emil Berg', role: 'Data analyst', office: 'Oslo' },
  { id: 6, name: 'Gabriel Silva', role: 'Support lead', office: 'Porto' },
];

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'role', headerName: 'Role', flex: 1 },
  { field: 'office', headerName: 'Office', width: 130 },
];

export default function QuickFilterInitial() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{
          filter: {
            filterModel: {
              items: [],
              // Rows that contain "porto" OR "designer" in any column.
              quickFilterValues: ['porto', 'designer'],
              quickFilterLogicOperator: GridLogicOperator.Or,
            },
          },
        }}
        hideFooter
      />
    </Box>
  );
}
