import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  GridFooterContainer,
  GridSlotProps,
  useGridApiContext,
  useGridSelector,
  gridRowSelectionCountSelector,
} from '@mui/x-data-grid';

declare module '@mui/x-data-grid' {
  interface FooterPropsOverrides {
    /** Name of the rows, shown in the footer: "2 flights selected". */
    noun: string;
  }
}

interface Flight {
  id: number;
  flight: string;
  destination: string;
}

const rows: Flight[] = [
  { id: 1, flight: 'AF 1234', destination: 'Lisbon' },
  { id: 2, flight: 'KL 1002', destination: 'Oslo' },
  { id: 3, flight: 'LH 400', destination: 'New York' },
  { id: 4, flight: 'IB 3170', destination: 'Madrid' },
];

const columns: GridColDef<Flight>[] = [
  { field: 'flight', headerName: 'Flight', width: 140 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 160 },
];

function SelectionFooter(props: GridSlotProps['footer']) {
  const apiRef = useGridApiContext();
  const count = useGridSelector(apiRef, gridRowSelectionCountSelector);
  return (
    <GridFooterContainer sx={{ px: 2 }}>
      {count} {props.noun}
      {count === 1 ? '' : 's'} selected
    </GridFooterContainer>
  );
}

export default function GridSlotPropsTyped() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        checkboxSelection
        slots={{ footer: SelectionFooter }}
        slotProps={{ footer: { noun: 'flight' } }}
      />
    </Box>
  );
}
