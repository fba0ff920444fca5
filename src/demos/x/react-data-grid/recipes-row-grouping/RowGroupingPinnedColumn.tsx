import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  GridColDef,
} from '@mui/x-data-grid-premium';

interface Shipment {
  id: number;
  carrier: string;
  reference: string;
  origin: string;
  destination: string;
  weight: number;
  departure: string;
  arrival: string;
}

const columns: GridColDef<Shipment>[] = [
  { field: 'carrier', headerName: 'Carrier', width: 150 },
  { field: 'reference', headerName: 'Reference', width: 140 },
  { field: 'origin', headerName: 'Origin', width: 160 },
  { field: 'destination', headerName: 'Destination', width: 160 },
  { field: 'weight', headerName: 'Weight (kg)', type: 'number', width: 130 },
  { field: 'departure', headerName: 'Departure', width: 130 },
  { field: 'arrival', headerName: 'Arrival', width: 130 },
];

const rows: Shipment[] = [
  { id: 1, carrier: 'NorthLine', reference: 'NL-2041', origin: 'Rotterdam', destination: 'Oslo', weight: 1280, departure: '2025-03-02', arrival: '2025-03-05' },
  { id: 2, carrier: 'NorthLine', reference: 'NL-2042', origin: 'Hamburg', destination: 'Gdańsk', weight: 860, departure: '2025-03-03', arrival: '2025-03-04' },
  { id: 3, carrier: 'BlueSea', reference: 'BS-118', origin: 'Valencia', destination: 'Genoa', weight: 2310, departure: '2025-03-01', arrival: '2025-03-03' },
  { id: 4, carrier: 'BlueSea', reference: 'BS-119', origin: 'Marseille', destination: 'Tunis', weight: 540, departure: '2025-03-04', arrival: '2025-03-05' },
  { id: 5, carrier: 'Atlas Freight', reference: 'AF-77', origin: 'Lisbon', destination: 'Casablanca', weight: 1760, departure: '2025-03-02', arrival: '2025-03-03' },
];

export default function RowGroupingPinnedColumn() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        defaultGroupingExpansionDepth={-1}
        initialState={{
          rowGrouping: { model: ['carrier'] },
          pinnedColumns: { left: [GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD] },
          columns: { columnVisibilityModel: { carrier: false } },
        }}
      />
    </Box>
  );
}
