import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  GridLogicOperator,
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  Toolbar,
} from '@mui/x-data-grid';

interface Country {
  id: number;
  country: string;
  capital: string;
  region: string;
}

const rows: Country[] = [
  { id: 1, country: 'Saint Lucia', capital: 'Castries', region: 'Caribbean' },
  { id: 2, country: 'Saint Kitts and Nevis', capital: 'Basseterre', region: 'Caribbean' },
  { id: 3, country: 'New Zealand', capital: 'Wellington', region: 'Oceania' },
  { id: 4, country: 'Papua New Guinea', capital: 'Port Moresby', region: 'Oceania' },
  { id: 5, country: 'South Africa', capital: 'Pretoria', region: 'Africa' },
  { id: 6, country: 'South Korea', capital: 'Seoul', region: 'Asia' },
];

const columns: GridColDef<Country>[] = [
  { field: 'country', headerName: 'Country', flex: 1 },
  { field: 'capital', headerName: 'Capital', flex: 1 },
  { field: 'region', headerName: 'Region', width: 130 },
];

/** "Saint Lucia, South Korea" becomes ["Saint Lucia", "South Korea"]. */
const parseOnCommas = (input: string) =>
  input
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');

function CommaSearchToolbar() {
  return (
    <Toolbar>
      <QuickFilter
        parser={parseOnCommas}
        formatter={(values) => values.join(', ')}
        debounceMs={300}
        expanded
        style={{ display: 'flex', width: '100%', alignItems: 'center', gap: 4 }}
      >
        <QuickFilterControl
          size="small"
          fullWidth
          aria-label="Search, values separated by commas"
          placeholder="Saint Lucia, South Korea"
        />
        <QuickFilterClear size="small" aria-label="Clear the search">
          Clear
        </QuickFilterClear>
      </QuickFilter>
    </Toolbar>
  );
}

export default function QuickFilterParser() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: CommaSearchToolbar }}
        showToolbar
        initialState={{
          filter: {
            filterModel: {
              items: [],
              quickFilterValues: ['Saint Lucia', 'South Korea'],
              quickFilterLogicOperator: GridLogicOperator.Or,
            },
          },
        }}
        hideFooter
      />
    </Box>
  );
}
