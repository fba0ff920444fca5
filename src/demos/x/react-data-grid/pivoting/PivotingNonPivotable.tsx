import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GridColDef,
  GridInitialState,
  GridSidebarValue,
} from '@mui/x-data-grid-premium';

interface Booking {
  id: number;
  reference: string;
  hotel: string;
  roomType: string;
  nights: number;
  guestEmail: string;
}

const columns: GridColDef<Booking>[] = [
  // Unique per row: pivoting by them would make one group per booking.
  { field: 'reference', headerName: 'Reference', width: 120, pivotable: false },
  { field: 'guestEmail', headerName: 'Guest email', width: 200, pivotable: false },
  { field: 'hotel', headerName: 'Hotel', width: 130 },
  { field: 'roomType', headerName: 'Room type', width: 120 },
  { field: 'nights', headerName: 'Nights', type: 'number', width: 100 },
];

const rows: Booking[] = [
  { id: 1, reference: 'BK-5001', guestEmail: 'ines@example.com', hotel: 'Seaview', roomType: 'Double', nights: 3 },
  { id: 2, reference: 'BK-5002', guestEmail: 'marc@example.com', hotel: 'Seaview', roomType: 'Suite', nights: 5 },
  { id: 3, reference: 'BK-5003', guestEmail: 'yuki@example.com', hotel: 'Old Mill', roomType: 'Double', nights: 2 },
  { id: 4, reference: 'BK-5004', guestEmail: 'omar@example.com', hotel: 'Old Mill', roomType: 'Single', nights: 1 },
  { id: 5, reference: 'BK-5005', guestEmail: 'lena@example.com', hotel: 'Seaview', roomType: 'Double', nights: 4 },
];

const initialState: GridInitialState = {
  pivoting: {
    enabled: true,
    model: {
      rows: [{ field: 'hotel' }],
      columns: [{ field: 'roomType' }],
      values: [{ field: 'nights', aggFunc: 'sum' }],
    },
  },
  sidebar: { open: true, value: GridSidebarValue.Pivot },
};

export default function PivotingNonPivotable() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium rows={rows} columns={columns} initialState={initialState} showToolbar />
    </Box>
  );
}
