import Box from '@mui/material/Box';
import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';

interface Employee {
  id: number;
  name: string;
  team: string;
  role: string;
  office: string;
}

const columns: GridColDef<Employee>[] = [
  // The name stays first: it cannot be dragged, and others cannot be dropped before it.
  { field: 'name', headerName: 'Name (fixed)', width: 170, disableReorder: true },
  { field: 'team', headerName: 'Team', width: 130 },
  { field: 'role', headerName: 'Role', width: 170 },
  { field: 'office', headerName: 'Office', width: 120 },
];

const rows: Employee[] = [
  { id: 1, name: 'Amara Nwosu', team: 'Platform', role: 'Staff engineer', office: 'Lagos' },
  { id: 2, name: 'Jonas Berg', team: 'Design', role: 'Product designer', office: 'Stockholm' },
  { id: 3, name: 'Priya Raman', team: 'Data', role: 'Analyst', office: 'Pune' },
  { id: 4, name: 'Luis Ortega', team: 'Platform', role: 'SRE', office: 'Mexico City' },
];

export default function ColumnOrderingDisabled() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        // Releasing the mouse outside the grid keeps the column where it was dragged to.
        keepColumnPositionIfDraggedOutside
        hideFooter
      />
    </Box>
  );
}
