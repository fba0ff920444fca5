import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GridColDef,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
} from '@mui/x-data-grid-premium';

interface Movie {
  id: number;
  title: string;
  company: string;
  year: number;
}

const columns: GridColDef<Movie>[] = [
  { field: 'title', headerName: 'Title', width: 220 },
  { field: 'company', headerName: 'Company', width: 180 },
  {
    field: 'year',
    headerName: 'Year',
    type: 'number',
    width: 90,
    valueFormatter: (value: number) => String(value),
  },
];

const rows: Movie[] = [
  { id: 1, title: 'Toy Story', company: 'Pixar', year: 1995 },
  { id: 2, title: 'Cars', company: 'Pixar', year: 2006 },
  { id: 3, title: 'Up', company: 'Pixar', year: 2009 },
  { id: 4, title: 'Shrek', company: 'DreamWorks', year: 2001 },
  { id: 5, title: 'Madagascar', company: 'DreamWorks', year: 2005 },
];

export default function RowGroupingHiddenColumns() {
  const apiRef = useGridApiRef();

  // Hides "Company" while the grid is grouped by it, and shows it again when it is not.
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: {
      rowGrouping: { model: ['company'] },
      // The grouping column shows each title (leafField), so its own column is hidden.
      columns: { columnVisibilityModel: { title: false } },
    },
  });

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        initialState={initialState}
        groupingColDef={{ headerName: 'Studio', width: 240, leafField: 'title' }}
        defaultGroupingExpansionDepth={-1}
      />
    </Box>
  );
}
