import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';

const rows = [
  { id: 1, language: 'TypeScript', firstRelease: 2012, paradigm: 'Multi-paradigm' },
  { id: 2, language: 'Rust', firstRelease: 2015, paradigm: 'Systems' },
  { id: 3, language: 'Elixir', firstRelease: 2012, paradigm: 'Functional' },
  { id: 4, language: 'Kotlin', firstRelease: 2016, paradigm: 'Multi-paradigm' },
];

const columns: GridColDef[] = [
  { field: 'language', headerName: 'Language', flex: 1 },
  { field: 'firstRelease', headerName: 'First release', type: 'number', width: 130 },
  { field: 'paradigm', headerName: 'Paradigm', flex: 1 },
];

export default function ExportApiCsv() {
  const apiRef = useGridApiRef();
  const [csv, setCsv] = React.useState('');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setCsv(apiRef.current?.getDataAsCsv() ?? '')}
        >
          Preview CSV
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.exportDataAsCsv({ fileName: 'languages' })}
        >
          Download CSV
        </Button>
      </Stack>
      <Box sx={{ height: 280 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
      <Box
        component="pre"
        sx={{
          m: 0,
          p: 1.5,
          minHeight: 48,
          bgcolor: 'action.hover',
          borderRadius: 1,
          fontSize: 13,
          overflowX: 'auto',
        }}
      >
        {csv || 'Click "Preview CSV" to see the exported text here.'}
      </Box>
    </Stack>
  );
}
