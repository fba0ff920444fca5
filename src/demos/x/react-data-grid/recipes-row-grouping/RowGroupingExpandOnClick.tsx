import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GridColDef,
  GridEventListener,
  useGridApiRef,
} from '@mui/x-data-grid-premium';

interface Book {
  id: number;
  title: string;
  author: string;
  pages: number;
}

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', width: 240 },
  { field: 'author', headerName: 'Author', width: 180 },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 100 },
];

const rows: Book[] = [
  { id: 1, title: 'Emma', author: 'Jane Austen', pages: 474 },
  { id: 2, title: 'Persuasion', author: 'Jane Austen', pages: 249 },
  { id: 3, title: 'Middlemarch', author: 'George Eliot', pages: 880 },
  { id: 4, title: 'Silas Marner', author: 'George Eliot', pages: 183 },
  { id: 5, title: 'Bleak House', author: 'Charles Dickens', pages: 1017 },
  { id: 6, title: 'Hard Times', author: 'Charles Dickens', pages: 352 },
];

export default function RowGroupingExpandOnClick() {
  const apiRef = useGridApiRef();

  const handleRowClick: GridEventListener<'rowClick'> = (params) => {
    const rowNode = apiRef.current?.getRowNode(params.id);
    if (rowNode && rowNode.type === 'group') {
      apiRef.current?.setRowChildrenExpansion(params.id, !rowNode.childrenExpanded);
    }
  };

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        initialState={{ rowGrouping: { model: ['author'] } }}
        onRowClick={handleRowClick}
        sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
      />
    </Box>
  );
}
