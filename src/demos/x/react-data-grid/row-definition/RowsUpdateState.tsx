import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Reading {
  id: number;
  station: string;
  temperature: number;
}

const stations = ['Bergen', 'Valencia', 'Tromsø', 'Porto', 'Lyon', 'Graz'];

const columns: GridColDef<Reading>[] = [
  { field: 'id', headerName: 'ID', type: 'number', width: 80 },
  { field: 'station', headerName: 'Station', flex: 1 },
  {
    field: 'temperature',
    headerName: 'Temperature (°C)',
    type: 'number',
    width: 160,
  },
];

function createReading(id: number): Reading {
  return {
    id,
    station: stations[id % stations.length] ?? '',
    temperature: 10 + ((id * 7) % 15),
  };
}

export default function RowsUpdateState() {
  const [rows, setRows] = React.useState<Reading[]>(() =>
    [1, 2, 3].map(createReading),
  );
  const nextId = React.useRef(4);

  const addRow = () => {
    const reading = createReading(nextId.current);
    nextId.current += 1;
    setRows((previous) => [...previous, reading]);
  };

  const removeFirst = () => setRows((previous) => previous.slice(1));

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={addRow}>
          Add a row
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={removeFirst}
          disabled={rows.length === 0}
        >
          Remove the first row
        </Button>
      </Stack>
      <Box sx={{ height: 320 }}>
        <DataGrid rows={rows} columns={columns} />
      </Box>
    </Box>
  );
}
