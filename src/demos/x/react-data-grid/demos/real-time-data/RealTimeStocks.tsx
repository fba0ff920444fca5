import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridRenderCellParams,
  useGridApiRef,
} from '@mui/x-data-grid';

type Quote = { id: string; name: string; price: number; change: number; volume: number };

const initialRows: Quote[] = [
  { id: 'ACME', name: 'Acme Corp.', price: 182.4, change: 0, volume: 12040 },
  { id: 'GLBX', name: 'Globex', price: 48.1, change: 0, volume: 8410 },
  { id: 'INIT', name: 'Initech', price: 23.75, change: 0, volume: 3120 },
  { id: 'UMBR', name: 'Umbrella', price: 96.3, change: 0, volume: 5630 },
  { id: 'HOOL', name: 'Hooli', price: 311.2, change: 0, volume: 15200 },
];

// Moves in cents, repeated in a cycle: the demo is deterministic, a real feed is not.
const STEPS = [12, -7, 25, -18, 4, 9, -15, 21, -3, -11];

function ChangeCell(params: GridRenderCellParams<Quote, number>) {
  const value = params.value ?? 0;
  return (
    <Box
      component="span"
      sx={{ color: value > 0 ? 'success.main' : value < 0 ? 'error.main' : 'text.secondary' }}
    >
      {value > 0 ? '▲ ' : value < 0 ? '▼ ' : ''}
      {value.toFixed(2)}
    </Box>
  );
}

const columns: GridColDef<Quote>[] = [
  { field: 'id', headerName: 'Symbol', width: 100 },
  { field: 'name', headerName: 'Company', flex: 1, minWidth: 120 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => value.toFixed(2),
  },
  { field: 'change', headerName: 'Change', type: 'number', width: 110, renderCell: ChangeCell },
  { field: 'volume', headerName: 'Volume', type: 'number', width: 110 },
];

export default function RealTimeStocks() {
  const apiRef = useGridApiRef();
  const [running, setRunning] = React.useState(true);
  const [ticks, setTicks] = React.useState(0);
  const tickRef = React.useRef(0);

  React.useEffect(() => {
    if (!running) {
      return undefined;
    }
    const timer = setInterval(() => {
      tickRef.current += 1;
      const next = tickRef.current;
      // Only the changed fields are sent; updateRows merges them into the rows.
      const symbol = initialRows[next % initialRows.length]?.id ?? 'ACME';
      const current = apiRef.current?.getRow<Quote>(symbol);
      if (current) {
        const step = (STEPS[next % STEPS.length] ?? 0) / 100;
        apiRef.current?.updateRows([
          {
            id: symbol,
            price: Math.round((current.price + step) * 100) / 100,
            change: step,
            volume: current.volume + 10 * (next % 7),
          },
        ]);
      }
      setTicks(next);
    }, 700);
    return () => clearInterval(timer);
  }, [apiRef, running]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={() => setRunning((value) => !value)}>
          {running ? 'Pause feed' : 'Resume feed'}
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-live="off">
          Updates received: {ticks}
        </Typography>
      </Stack>
      <Box sx={{ height: 340 }}>
        <DataGrid apiRef={apiRef} rows={initialRows} columns={columns} hideFooter />
      </Box>
    </Stack>
  );
}
