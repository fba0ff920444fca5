import Box from '@mui/material/Box';
import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';

interface Employee {
  id: number;
  path: string[];
  jobTitle: string;
}

const rows: Employee[] = [
  { id: 1, path: ['Sarah'], jobTitle: 'CEO' },
  { id: 2, path: ['Sarah', 'Thomas'], jobTitle: 'Head of Sales' },
  { id: 3, path: ['Sarah', 'Thomas', 'Robert'], jobTitle: 'Sales Representative' },
  { id: 4, path: ['Sarah', 'Thomas', 'Karen'], jobTitle: 'Sales Representative' },
  { id: 5, path: ['Sarah', 'Nora'], jobTitle: 'Head of Engineering' },
  { id: 6, path: ['Sarah', 'Nora', 'Ahmed'], jobTitle: 'Frontend Engineer' },
  { id: 7, path: ['Sarah', 'Nora', 'Mei'], jobTitle: 'Backend Engineer' },
];

const columns: GridColDef<Employee>[] = [
  { field: 'jobTitle', headerName: 'Job title', width: 240 },
];

// Outside the component: a new function on every render would rebuild the tree.
const getTreeDataPath = (row: Employee) => row.path;

export default function TreeDataBasic() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        treeData
        rows={rows}
        columns={columns}
        getTreeDataPath={getTreeDataPath}
        groupingColDef={{ headerName: 'Employee', width: 220 }}
        defaultGroupingExpansionDepth={1}
      />
    </Box>
  );
}
