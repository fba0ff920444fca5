import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridFilterModel } from '@mui/x-data-grid';

interface Article {
  id: number;
  title: string;
  section: string;
}

const allArticles: Article[] = [
  { id: 1, title: 'Night trains return to the Alps', section: 'Travel' },
  { id: 2, title: 'A beginner guide to sourdough', section: 'Food' },
  { id: 3, title: 'Why the tram network keeps growing', section: 'Cities' },
  { id: 4, title: 'Ten quiet beaches in Portugal', section: 'Travel' },
  { id: 5, title: 'The return of the corner bakery', section: 'Food' },
  { id: 6, title: 'Cycling lanes, one year later', section: 'Cities' },
  { id: 7, title: 'Slow travel by ferry in Greece', section: 'Travel' },
];

/** A full-text search on the server: each word must appear in the title or the section. */
function searchArticles(words: string[]): Promise<Article[]> {
  return new Promise((resolve) => {
    setTimeout(() => {
      resolve(
        allArticles.filter((article) =>
          words.every((word) =>
            `${article.title} ${article.section}`.toLowerCase().includes(word.toLowerCase()),
          ),
        ),
      );
    }, 400);
  });
}

const columns: GridColDef<Article>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 220 },
  { field: 'section', headerName: 'Section', width: 120 },
];

const initialFilterModel: GridFilterModel = { items: [], quickFilterValues: ['travel'] };

export default function ServerFilterQuickFilter() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>(initialFilterModel);
  const [rows, setRows] = React.useState<Article[]>([]);
  const [loading, setLoading] = React.useState(true);
  const [requests, setRequests] = React.useState(1);
  const lastRequest = React.useRef(0);

  const load = React.useCallback((model: GridFilterModel) => {
    const request = ++lastRequest.current;
    searchArticles((model.quickFilterValues ?? []).map(String)).then(
      (result) => {
        if (request === lastRequest.current) {
          setRows(result);
          setLoading(false);
        }
      },
      () => setLoading(false),
    );
  }, []);

  React.useEffect(() => {
    load(initialFilterModel);
  }, [load]);

  const handleFilterModelChange = (model: GridFilterModel) => {
    setFilterModel(model);
    setLoading(true);
    setRequests((count) => count + 1);
    load(model);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          filterMode="server"
          filterModel={filterModel}
          onFilterModelChange={handleFilterModelChange}
          loading={loading}
          showToolbar
          slotProps={{
            // Waits for a pause in typing before sending the request.
            toolbar: { quickFilterProps: { debounceMs: 500 } },
            loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' },
          }}
          hideFooter
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Requests sent: {requests}
      </Typography>
    </Box>
  );
}
