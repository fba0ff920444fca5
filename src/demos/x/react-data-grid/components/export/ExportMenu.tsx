import * as React from 'react';
import Box from '@mui/material/Box';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import {
  DataGrid,
  ExportCsv,
  ExportPrint,
  GridColDef,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid';

type Shipment = { id: number; tracking: string; destination: string; weight: number };

const rows: Shipment[] = [
  { id: 1, tracking: 'PKG-88201', destination: 'Oslo', weight: 2.4 },
  { id: 2, tracking: 'PKG-88202', destination: 'Porto', weight: 0.8 },
  { id: 3, tracking: 'PKG-88203', destination: 'Gdańsk', weight: 5.1 },
  { id: 4, tracking: 'PKG-88204', destination: 'Ghent', weight: 1.7 },
];

const columns: GridColDef<Shipment>[] = [
  { field: 'tracking', headerName: 'Tracking no.', width: 140 },
  { field: 'destination', headerName: 'Destination', flex: 1 },
  { field: 'weight', headerName: 'Weight (kg)', type: 'number', width: 120 },
];

function ShipmentToolbar() {
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const close = () => setAnchor(null);

  return (
    <Toolbar>
      <Tooltip title="Export">
        <ToolbarButton
          id="export-menu-trigger"
          aria-controls={open ? 'export-menu' : undefined}
          aria-haspopup="true"
          aria-expanded={open ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <FileDownloadIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Menu
        id="export-menu"
        anchorEl={anchor}
        open={open}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': 'export-menu-trigger' } }}
      >
        {/* The export components render menu items; onClick closes the menu after the export. */}
        <ExportPrint render={<MenuItem />} onClick={close}>
          Print
        </ExportPrint>
        <ExportCsv
          render={<MenuItem />}
          options={{ fileName: 'shipments' }}
          onClick={close}
        >
          Download as CSV
        </ExportCsv>
      </Menu>
    </Toolbar>
  );
}

export default function ExportMenu() {
  return (
    <Box sx={{ height: 330, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: ShipmentToolbar }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
