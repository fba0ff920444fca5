import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import {
  DataGrid,
  GridColDef,
  gridPageCountSelector,
  gridPageSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';

type Word = { id: number; word: string; language: string; meaning: string };

const WORDS: [string, string, string][] = [
  ['hygge', 'Danish', 'cosy contentment'],
  ['saudade', 'Portuguese', 'longing for what is absent'],
  ['wabi-sabi', 'Japanese', 'beauty in imperfection'],
  ['fernweh', 'German', 'longing for far places'],
  ['sobremesa', 'Spanish', 'lingering at the table'],
  ['lagom', 'Swedish', 'just the right amount'],
  ['ubuntu', 'Zulu', 'humanity towards others'],
  ['gezellig', 'Dutch', 'warm togetherness'],
  ['komorebi', 'Japanese', 'sunlight through leaves'],
  ['meraki', 'Greek', 'doing something with soul'],
  ['sisu', 'Finnish', 'stubborn determination'],
  ['dolce far niente', 'Italian', 'pleasant idleness'],
];

const rows: Word[] = WORDS.map(([word, language, meaning], index) => ({
  id: index + 1,
  word,
  language,
  meaning,
}));

const columns: GridColDef<Word>[] = [
  { field: 'word', headerName: 'Word', width: 150 },
  { field: 'language', headerName: 'Language', width: 120 },
  { field: 'meaning', headerName: 'Meaning', flex: 1, minWidth: 180 },
];

function NumberedPagination() {
  const apiRef = useGridApiContext();
  const page = useGridSelector(apiRef, gridPageSelector);
  const pageCount = useGridSelector(apiRef, gridPageCountSelector);
  return (
    <Pagination
      color="primary"
      count={pageCount}
      // The grid counts pages from 0, Pagination from 1.
      page={page + 1}
      onChange={(_event, value) => apiRef.current.setPage(value - 1)}
    />
  );
}

export default function CustomPagination() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        pagination
        initialState={{ pagination: { paginationModel: { pageSize: 4 } } }}
        pageSizeOptions={[4]}
        slots={{ pagination: NumberedPagination }}
      />
    </Box>
  );
}
