import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  GridLogicOperator,
  QuickFilter,
  QuickFilterControl,
  Toolbar,
} from '@mui/x-data-grid';

type Country = { id: number; name: string; capital: string; continent: string; population: number };

const rows: Country[] = [
  { id: 1, name: 'Chile', capital: 'Santiago', continent: 'South America', population: 19.6 },
  { id: 2, name: 'Kenya', capital: 'Nairobi', continent: 'Africa', population: 55.1 },
  { id: 3, name: 'Norway', capital: 'Oslo', continent: 'Europe', population: 5.5 },
  { id: 4, name: 'Vietnam', capital: 'Hanoi', continent: 'Asia', population: 100.3 },
  { id: 5, name: 'Canada', capital: 'Ottawa', continent: 'North America', population: 40.1 },
  { id: 6, name: 'Morocco', capital: 'Rabat', continent: 'Africa', population: 37.7 },
  { id: 7, name: 'Portugal', capital: 'Lisbon', continent: 'Europe', population: 10.6 },
  { id: 8, name: 'Peru', capital: 'Lima', continent: 'South America', population: 34.4 },
];

const columns: GridColDef<Country>[] = [
  { field: 'name', headerName: 'Country', flex: 1, minWidth: 120 },
  { field: 'capital', headerName: 'Capital', flex: 1, minWidth: 110 },
  { field: 'continent', headerName: 'Continent', flex: 1, minWidth: 140 },
  { field: 'population', headerName: 'Population (M)', type: 'number', width: 140 },
];

// "lima, oslo" searches for "lima" and "oslo"; the default splits on spaces instead.
const parseTerms = (input: string) =>
  input
    .split(',')
    .map((term) => term.trim())
    .filter((term) => term !== '');

const formatTerms = (values: unknown[]) => values.map(String).join(', ');

function TermsToolbar() {
  return (
    <Toolbar style={{ justifyContent: 'flex-start' }}>
      <QuickFilter parser={parseTerms} formatter={formatTerms} debounceMs={300} defaultExpanded>
        <QuickFilterControl
          size="small"
          placeholder="Terms, separated by commas"
          style={{ width: 280 }}
        />
      </QuickFilter>
    </Toolbar>
  );
}

export default function QuickFilterParser() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: TermsToolbar }}
        showToolbar
        hideFooter
        initialState={{
          filter: {
            filterModel: {
              items: [],
              // A row matches when it contains any of the terms, not all of them.
              quickFilterLogicOperator: GridLogicOperator.Or,
              quickFilterValues: ['Africa', 'Lima'],
            },
          },
        }}
      />
    </Box>
  );
}
