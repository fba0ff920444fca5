import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef, GridPinnedColumnFields } from '@mui/x-data-grid-pro';

interface Shipment {
  id: string;
  carrier: string;
  origin: string;
  destination: string;
  weightKg: number;
  pieces: number;
  status: string;
  eta: string;
}

const rows: Shipment[] = [
  { id: 'SH-4001', carrier: 'NorthSea Freight', origin: 'Rotterdam', destination: 'Gdańsk', weightKg: 1200, pieces: 14, status: 'At sea', eta: '12 May' },
  { id: 'SH-4002', carrier: 'Andes Cargo', origin: 'Valparaíso', destination: 'Callao', weightKg: 860, pieces: 9, status: 'Loading', eta: '15 May' },
  { id: 'SH-4003', carrier: 'Pacific Link', origin: 'Busan', destination: 'Long Beach', weightKg: 3100, pieces: 40, status: 'At sea', eta: '21 May' },
  { id: 'SH-4004', carrier: 'Sahara Express', origin: 'Casablanca', destination: 'Dakar', weightKg: 540, pieces: 6, status: 'Customs', eta: '10 May' },
];

const columns: GridColDef<Shipment>[] = [
  { field: 'id', headerName: 'Shipment', width: 120 },
  { field: 'carrier', headerName: 'Carrier', width: 170 },
  { field: 'origin', headerName: 'Origin', width: 150 },
  { field: 'destination', headerName: 'Destination', width: 150 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 130 },
  { field: 'pieces', headerName: 'Pieces', type: 'number', width: 100 },
  { field: 'status', headerName: 'Status', width: 120 },
  { field: 'eta', headerName: 'ETA', width: 100 },
];

const describe = (fields?: string[]) => (fields && fields.length > 0 ? fields.join(', ') : 'none');

export default function ColumnPinningControlled() {
  const [pinnedColumns, setPinnedColumns] = React.useState<GridPinnedColumnFields>({
    left: ['id'],
  });

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" aria-live="polite" sx={{ color: 'text.secondary' }}>
        Pinned left: {describe(pinnedColumns.left)}. Pinned right: {describe(pinnedColumns.right)}.
      </Typography>
      <Box sx={{ height: 320 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          pinnedColumns={pinnedColumns}
          onPinnedColumnsChange={(model) => setPinnedColumns(model)}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
