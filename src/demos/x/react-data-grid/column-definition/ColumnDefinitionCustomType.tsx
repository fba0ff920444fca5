import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridColTypeDef } from '@mui/x-data-grid';

interface Room {
  id: number;
  hotel: string;
  nightlyRate: number;
  cleaningFee: number;
  roomType: 'single' | 'double' | 'suite';
}

const euro = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' });

// A reusable column type: every money column shares alignment, formatting and parsing.
const eurPrice: GridColTypeDef<number, string> = {
  type: 'number',
  width: 130,
  valueFormatter: (value: number) => euro.format(value),
  cellClassName: 'price-cell',
};

const roomTypes = [
  { value: 'single', label: 'Single room' },
  { value: 'double', label: 'Double room' },
  { value: 'suite', label: 'Suite' },
];

const columns: GridColDef<Room>[] = [
  { field: 'hotel', headerName: 'Hotel', flex: 1, minWidth: 160 },
  {
    field: 'roomType',
    headerName: 'Room',
    type: 'singleSelect',
    width: 140,
    // Objects keep the stored value short and show a readable label.
    valueOptions: roomTypes,
  },
  { field: 'nightlyRate', headerName: 'Per night', ...eurPrice },
  { field: 'cleaningFee', headerName: 'Cleaning', ...eurPrice },
];

const rows: Room[] = [
  { id: 1, hotel: 'Hotel Aurora', nightlyRate: 129, cleaningFee: 25, roomType: 'double' },
  { id: 2, hotel: 'Seaside Inn', nightlyRate: 89.5, cleaningFee: 15, roomType: 'single' },
  { id: 3, hotel: 'Grand Palace', nightlyRate: 420, cleaningFee: 60, roomType: 'suite' },
  { id: 4, hotel: 'Mountain Lodge', nightlyRate: 156, cleaningFee: 30, roomType: 'double' },
];

export default function ColumnDefinitionCustomType() {
  return (
    <Box
      sx={{
        height: 320,
        width: '100%',
        '& .price-cell': { fontVariantNumeric: 'tabular-nums', color: 'primary.main' },
      }}
    >
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
