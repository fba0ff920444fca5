import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import {
  DataGrid,
  GridColDef,
  QuickFilter,
  QuickFilterControl,
  QuickFilterTrigger,
  Toolbar,
  ToolbarButton,
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

type SearchState = { expanded: boolean; setExpanded: (expanded: boolean) => void };

const SearchContext = React.createContext<SearchState>({
  expanded: false,
  setExpanded: () => {},
});

function ShortcutToolbar() {
  const { expanded, setExpanded } = React.useContext(SearchContext);
  return (
    <Toolbar style={{ justifyContent: 'space-between' }}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mx: 0.5 }}>
        Press <kbd>/</kbd> in the grid to search
      </Typography>
      <QuickFilter expanded={expanded} onExpandedChange={setExpanded}>
        {expanded ? (
          <QuickFilterControl size="small" placeholder="Search countries" />
        ) : (
          <QuickFilterTrigger render={<ToolbarButton aria-label="Search" />}>
            <SearchIcon fontSize="small" />
          </QuickFilterTrigger>
        )}
      </QuickFilter>
    </Toolbar>
  );
}

export default function QuickFilterControlled() {
  const [expanded, setExpanded] = React.useState(false);
  const search = React.useMemo(() => ({ expanded, setExpanded }), [expanded]);

  const handleKeyDown = (event: React.KeyboardEvent) => {
    const target = event.target as HTMLElement;
    if (event.key === '/' && target.tagName !== 'INPUT') {
      // Keeps the slash out of the field that is about to take focus.
      event.preventDefault();
      setExpanded(true);
    }
  };

  return (
    <SearchContext.Provider value={search}>
      <Box sx={{ height: 420, width: '100%' }} onKeyDown={handleKeyDown}>
        <DataGrid
          rows={rows}
          columns={columns}
          slots={{ toolbar: ShortcutToolbar }}
          showToolbar
          hideFooter
        />
      </Box>
    </SearchContext.Provider>
  );
}
