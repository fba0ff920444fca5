import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';

const rows = Array.from({ length: 50 }, (_, index) => ({
  id: index + 1,
  city: ['Quito', 'Riga', 'Perth', 'Fez', 'Bergen'][index % 5] ?? '',
  temperature: -5 + ((index * 7) % 35),
}));

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Station', type: 'number', width: 100 },
  { field: 'city', headerName: 'City', flex: 1 },
  {
    field: 'temperature',
    headerName: 'Temperature (°C)',
    type: 'number',
    width: 160,
  },
];

export default function ApiRefControls() {
  const apiRef = useGridApiRef();
  const [info, setInfo] = React.useState('');

  const showSelection = () => {
    const selected = apiRef.current?.getSelectedRows();
    setInfo(
      selected?.size
        ? `Selected ids: ${[...selected.keys()].join(', ')}`
        : 'No row selected',
    );
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.sortColumn('temperature', 'desc')}
        >
          Warmest first
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            apiRef.current?.setFilterModel({
              items: [{ field: 'city', operator: 'equals', value: 'Riga' }],
            })
          }
        >
          Only Riga
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.selectRow(3)}
        >
          Select station 3
        </Button>
        <Button size="small" variant="outlined" onClick={showSelection}>
          Read selection
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.setFilterModel({ items: [] })}
        >
          Clear filter
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ minHeight: 20 }}>
        {info}
      </Typography>
      <Box sx={{ height: 360 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} checkboxSelection />
      </Box>
    </Stack>
  );
}
