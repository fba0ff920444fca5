import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Reading {
  id: number;
  station: string;
  date: string;
  rainfall: number;
}

const rows: Reading[] = [
  { id: 1, station: 'Bergen', date: '2024-10-01', rainfall: 12.4 },
  { id: 2, station: 'Bergen', date: '2024-10-02', rainfall: 3.1 },
  { id: 3, station: 'Galway', date: '2024-10-01', rainfall: 8.7 },
  { id: 4, station: 'Galway', date: '2024-10-02', rainfall: 0 },
];

const columns: GridColDef<Reading>[] = [
  { field: 'station', headerName: 'Station', flex: 1 },
  { field: 'date', headerName: 'Date', width: 130 },
  {
    field: 'rainfall',
    headerName: 'Rainfall',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => `${value.toFixed(1)} mm`,
  },
];

export default function ClipboardCopyDelimiter() {
  const [copied, setCopied] = React.useState('');

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 300 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          // Comma-separated values, with raw numbers instead of the "12.4 mm" text.
          clipboardCopyCellDelimiter=","
          ignoreValueFormatterDuringExport={{ clipboardExport: true }}
          onClipboardCopy={(text) => setCopied(text)}
          hideFooter
        />
      </Box>
      <Typography
        component="pre"
        variant="body2"
        aria-label="Copied text"
        sx={{ mt: 1, p: 1, minHeight: 48, bgcolor: 'action.hover', fontFamily: 'monospace' }}
      >
        {copied || 'Select rows and press Ctrl+C (⌘C on macOS).'}
      </Typography>
    </Box>
  );
}
