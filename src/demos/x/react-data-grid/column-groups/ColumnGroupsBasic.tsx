import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridColumnGroupingModel } from '@mui/x-data-grid';

interface Athlete {
  id: number;
  firstName: string;
  lastName: string;
  country: string;
  swim: number;
  bike: number;
  run: number;
}

const rows: Athlete[] = [
  { id: 1, firstName: 'Ines', lastName: 'Duarte', country: 'Portugal', swim: 19.4, bike: 58.2, run: 33.1 },
  { id: 2, firstName: 'Kofi', lastName: 'Mensah', country: 'Ghana', swim: 21.0, bike: 56.9, run: 32.4 },
  { id: 3, firstName: 'Hana', lastName: 'Sato', country: 'Japan', swim: 18.7, bike: 59.5, run: 34.0 },
  { id: 4, firstName: 'Lars', lastName: 'Berg', country: 'Norway', swim: 20.2, bike: 57.3, run: 35.2 },
];

const columns: GridColDef<Athlete>[] = [
  { field: 'id', headerName: 'Bib', type: 'number', width: 70 },
  { field: 'firstName', headerName: 'First name', flex: 1, minWidth: 100 },
  { field: 'lastName', headerName: 'Last name', flex: 1, minWidth: 100 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 100 },
  { field: 'swim', headerName: 'Swim', type: 'number', width: 80 },
  { field: 'bike', headerName: 'Bike', type: 'number', width: 80 },
  { field: 'run', headerName: 'Run', type: 'number', width: 80 },
];

// Groups nest: "Athlete" holds the "Name" group and the country column.
// Columns not listed (Bib) keep a single header spanning all header rows.
const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'athlete',
    headerName: 'Athlete',
    children: [
      {
        groupId: 'name',
        headerName: 'Name',
        children: [{ field: 'firstName' }, { field: 'lastName' }],
      },
      { field: 'country' },
    ],
  },
  {
    groupId: 'splits',
    headerName: 'Splits (min)',
    description: 'Time of each leg in minutes, transitions not included',
    headerAlign: 'center',
    children: [{ field: 'swim' }, { field: 'bike' }, { field: 'run' }],
  },
];

export default function ColumnGroupsBasic() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        hideFooter
        showColumnVerticalBorder
      />
    </Box>
  );
}
