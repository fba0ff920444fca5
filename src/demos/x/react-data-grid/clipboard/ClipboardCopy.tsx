import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Country {
  id: number;
  country: string;
  capital: string;
  population: number;
}

const rows: Country[] = [
  { id: 1, country: 'Portugal', capital: 'Lisbon', population: 10_467_000 },
  { id: 2, country: 'Ghana', capital: 'Accra', population: 33_475_000 },
  { id: 3, country: 'Chile', capital: 'Santiago', population: 19_630_000 },
  { id: 4, country: 'Vietnam', capital: 'Hanoi', population: 98_860_000 },
];

const columns: GridColDef<Country>[] = [
  { field: 'country', headerName: 'Country', flex: 1 },
  { field: 'capital', headerName: 'Capital', flex: 1 },
  { field: 'population', headerName: 'Population', type: 'number', width: 140 },
];

export default function ClipboardCopy() {
  const [copied, setCopied] = React.useState('');

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 300 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          // A click only focuses a cell, so that Ctrl+C can copy that cell alone.
          disableRowSelectionOnClick
          // Called with the text the grid wrote to the clipboard.
          onClipboardCopy={(text) => setCopied(text)}
          hideFooter
        />
      </Box>
      <TextField
        label="Paste here (or look at what was copied)"
        multiline
        minRows={3}
        fullWidth
        value={copied}
        onChange={(event) => setCopied(event.target.value)}
        sx={{ mt: 2 }}
        slotProps={{ htmlInput: { style: { fontFamily: 'monospace' } } }}
      />
    </Box>
  );
}
