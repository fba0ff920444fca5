import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import PrintIcon from '@mui/icons-material/Print';
import {
  DataGrid,
  ExportCsv,
  ExportPrint,
  GridColDef,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid';

type Invoice = { id: number; number: string; client: string; amount: number; due: string };

const rows: Invoice[] = [
  { id: 1, number: 'INV-1041', client: 'Northwind', amount: 1280, due: '2026-12-01' },
  { id: 2, number: 'INV-1042', client: 'Contoso', amount: 460, due: '2026-12-04' },
  { id: 3, number: 'INV-1043', client: 'Fabrikam', amount: 3120, due: '2026-12-09' },
  { id: 4, number: 'INV-1044', client: 'Tailspin', amount: 875, due: '2026-12-15' },
];

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 120 },
  { field: 'client', headerName: 'Client', flex: 1 },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 130 },
  { field: 'due', headerName: 'Due', width: 120 },
];

function InvoiceToolbar() {
  return (
    <Toolbar>
      <Tooltip title="Print">
        <ExportPrint render={<ToolbarButton />}>
          <PrintIcon fontSize="small" />
        </ExportPrint>
      </Tooltip>
      <Tooltip title="Download as CSV">
        <ExportCsv render={<ToolbarButton />} options={{ fileName: 'invoices' }}>
          <FileDownloadIcon fontSize="small" />
        </ExportCsv>
      </Tooltip>
    </Toolbar>
  );
}

export default function ExportButtons() {
  return (
    <Box sx={{ height: 330, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: InvoiceToolbar }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
