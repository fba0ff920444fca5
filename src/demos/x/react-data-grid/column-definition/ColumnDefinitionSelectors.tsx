import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridFooterContainer,
  gridColumnDefinitionsSelector,
  gridVisibleColumnFieldsSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';

interface Book {
  id: number;
  title: string;
  author: string;
  year: number;
  pages: number;
}

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
  { field: 'author', headerName: 'Author', width: 170 },
  { field: 'year', headerName: 'Year', width: 90, valueFormatter: (value: number) => String(value) },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 90 },
];

const rows: Book[] = [
  { id: 1, title: 'The Left Hand of Darkness', author: 'Ursula K. Le Guin', year: 1969, pages: 304 },
  { id: 2, title: 'Kindred', author: 'Octavia E. Butler', year: 1979, pages: 264 },
  { id: 3, title: 'Solaris', author: 'Stanisław Lem', year: 1961, pages: 224 },
];

// A footer that reads the column state through selectors.
function ColumnSummaryFooter() {
  const apiRef = useGridApiContext();
  const allColumns = useGridSelector(apiRef, gridColumnDefinitionsSelector);
  const visibleFields = useGridSelector(apiRef, gridVisibleColumnFieldsSelector);

  return (
    <GridFooterContainer sx={{ px: 2 }}>
      <Typography variant="body2" aria-live="polite">
        {visibleFields.length} of {allColumns.length} columns visible: {visibleFields.join(', ')}
      </Typography>
    </GridFooterContainer>
  );
}

export default function ColumnDefinitionSelectors() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ columns: { columnVisibilityModel: { pages: false } } }}
        slots={{ footer: ColumnSummaryFooter }}
      />
    </Box>
  );
}
