import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Country {
  id: number;
  country: string;
  capital: string;
  population: number;
  internalCode: string;
}

const rows: Country[] = [
  {
    id: 1,
    country: 'Portugal',
    capital: 'Lisbon',
    population: 10.4,
    internalCode: 'PT-01',
  },
  {
    id: 2,
    country: 'Norway',
    capital: 'Oslo',
    population: 5.5,
    internalCode: 'NO-07',
  },
  {
    id: 3,
    country: 'Ghana',
    capital: 'Accra',
    population: 33.5,
    internalCode: 'GH-12',
  },
  {
    id: 4,
    country: 'Peru',
    capital: 'Lima',
    population: 34.4,
    internalCode: 'PE-03',
  },
  {
    id: 5,
    country: 'Japan',
    capital: 'Tokyo',
    population: 124.5,
    internalCode: 'JP-09',
  },
];

const columns: GridColDef<Country>[] = [
  { field: 'country', headerName: 'Country', flex: 1 },
  { field: 'capital', headerName: 'Capital', flex: 1 },
  { field: 'population', headerName: 'Population (M)', type: 'number', width: 140 },
  // Shown on screen, left out of the CSV file and the printout.
  { field: 'internalCode', headerName: 'Code', width: 100, disableExport: true },
];

export default function ExportToolbar() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        slotProps={{
          toolbar: {
            csvOptions: { fileName: 'countries', delimiter: ';', utf8WithBom: true },
            printOptions: { hideFooter: true, hideToolbar: true },
          },
        }}
        hideFooter
      />
    </Box>
  );
}
