import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';

interface Quote {
  id: string;
  name: string;
  price: number;
}

const initialRows: Quote[] = [
  { id: 'ACME', name: 'Acme Corp.', price: 182.4 },
  { id: 'GLBX', name: 'Globex', price: 47.1 },
  { id: 'INIT', name: 'Initech', price: 12.85 },
  { id: 'UMBR', name: 'Umbrella', price: 301.9 },
];

const columns: GridColDef<Quote>[] = [
  { field: 'id', headerName: 'Symbol', width: 110 },
  { field: 'name', headerName: 'Company', flex: 1 },
  {
    field: 'price',
    headerName: 'Price ($)',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => value.toFixed(2),
  },
];

// A fixed sequence of price moves stands in for a server feed, so that every
// reader (and the server-rendered page) sees the same numbers.
const moves = [1.5, -0.75, 2.25, -1.1, 0.4, -2.3, 0.95, 1.2];

export default function RowUpdatesTicker() {
  const apiRef = useGridApiRef();
  const [received, setReceived] = React.useState(0);

  // Each message changes the price of one symbol, as a feed would send it.
  const receiveMessage = () => {
    const symbol = initialRows[received % initialRows.length];
    const row = symbol ? apiRef.current?.getRow<Quote>(symbol.id) : null;
    if (row) {
      const move = moves[received % moves.length] ?? 0;
      apiRef.current?.updateRows([
        { id: row.id, price: Math.round((row.price + move) * 100) / 100 },
      ]);
    }
    setReceived((count) => count + 1);
  };

  const receiveBurst = () => {
    // One call per row: the MIT grid accepts a single row per updateRows call.
    for (let index = 0; index < initialRows.length; index += 1) {
      const symbol = initialRows[index];
      const row = symbol ? apiRef.current?.getRow<Quote>(symbol.id) : null;
      if (row) {
        const move = moves[(received + index) % moves.length] ?? 0;
        apiRef.current?.updateRows([
          { id: row.id, price: Math.round((row.price + move) * 100) / 100 },
        ]);
      }
    }
    setReceived((count) => count + initialRows.length);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={receiveMessage}>
          Receive one update
        </Button>
        <Button size="small" variant="outlined" onClick={receiveBurst}>
          Receive an update for every row
        </Button>
        <Typography variant="body2" aria-live="polite">
          Updates received: {received}
        </Typography>
      </Stack>
      <Box sx={{ height: 300 }}>
        <DataGrid apiRef={apiRef} rows={initialRows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
