import Box from '@mui/material/Box';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import PrintIcon from '@mui/icons-material/Print';
import { DataGrid, ExportCsv, ExportPrint, GridColDef, Toolbar } from '@mui/x-data-grid';

type Employee = { id: number; name: string; team: string; email: string; salary: number };

const rows: Employee[] = [
  { id: 1, name: 'Sofia Lind', team: 'Design', email: 'sofia@example.com', salary: 68000 },
  { id: 2, name: 'Kwame Mensah', team: 'Engineering', email: 'kwame@example.com', salary: 82000 },
  { id: 3, name: 'Mei Tanaka', team: 'Engineering', email: 'mei@example.com', salary: 79000 },
  { id: 4, name: 'Lucas Moreau', team: 'Sales', email: 'lucas@example.com', salary: 61000 },
];

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 140 },
  { field: 'team', headerName: 'Team', width: 130 },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 170 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
];

function DirectoryToolbar() {
  return (
    <Toolbar style={{ gap: 8 }}>
      {/* Without a render prop, the export components render the grid's baseButton slot. */}
      <ExportCsv
        startIcon={<FileDownloadIcon />}
        options={{
          fileName: 'team-directory',
          delimiter: ';',
          // Salaries stay out of the file, even though the column is visible.
          fields: ['name', 'team', 'email'],
          utf8WithBom: true,
        }}
      >
        Directory (CSV)
      </ExportCsv>
      <ExportPrint
        startIcon={<PrintIcon />}
        options={{ hideToolbar: true, hideFooter: true, fields: ['name', 'team'] }}
      >
        Print names
      </ExportPrint>
    </Toolbar>
  );
}

export default function ExportOptions() {
  return (
    <Box sx={{ height: 330, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: DirectoryToolbar }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
