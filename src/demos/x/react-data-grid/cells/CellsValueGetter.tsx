import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Athlete {
  id: number;
  firstName: string;
  lastName: string;
  born: string;
  heightCm: number;
  weightKg: number;
}

const rows: Athlete[] = [
  { id: 1, firstName: 'Marit', lastName: 'Olsen', born: '1998-02-11', heightCm: 172, weightKg: 63 },
  { id: 2, firstName: 'Kwame', lastName: 'Asante', born: '2001-07-30', heightCm: 185, weightKg: 80 },
  { id: 3, firstName: 'Lea', lastName: 'Fontaine', born: '1995-12-03', heightCm: 168, weightKg: 58 },
  { id: 4, firstName: 'Ravi', lastName: 'Menon', born: '2003-04-19', heightCm: 179, weightKg: 71 },
];

const columns: GridColDef<Athlete>[] = [
  {
    field: 'fullName',
    headerName: 'Full name',
    flex: 1,
    minWidth: 170,
    // Not a property of the row: computed, then sorted and filtered like any value.
    valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
  },
  {
    field: 'born',
    headerName: 'Born',
    type: 'date',
    width: 130,
    // The data holds ISO strings; a date column needs Date objects.
    valueGetter: (value: string) => new Date(`${value}T00:00:00`),
  },
  {
    field: 'bmi',
    headerName: 'BMI',
    type: 'number',
    width: 100,
    valueGetter: (_value, row) => {
      const metres = row.heightCm / 100;
      return Math.round((row.weightKg / (metres * metres)) * 10) / 10;
    },
  },
];

export default function CellsValueGetter() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'bmi', sort: 'desc' }] } }}
        hideFooter
      />
    </Box>
  );
}
