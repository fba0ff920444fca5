import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  GridColDef,
  GridColTypeDef,
  GridFilterInputValue,
  GridFilterItem,
  GridFilterOperator,
  GridRenderCellParams,
} from '@mui/x-data-grid';

interface Article {
  id: number;
  title: string;
  tags: string[];
}

const rows: Article[] = [
  { id: 1, title: 'Getting started with hooks', tags: ['react', 'beginner'] },
  { id: 2, title: 'Typing your reducers', tags: ['react', 'typescript'] },
  { id: 3, title: 'CSS grid in practice', tags: ['css', 'layout'] },
  { id: 4, title: 'Strict null checks', tags: ['typescript'] },
  { id: 5, title: 'Container queries', tags: ['css', 'responsive', 'layout'] },
];

// "has tag": keeps rows whose list contains the typed tag.
const hasTagOperator: GridFilterOperator<Article, string[], string> = {
  label: 'has tag',
  value: 'hasTag',
  getApplyFilterFn: (filterItem: GridFilterItem) => {
    if (!filterItem.value) {
      return null;
    }
    const wanted = String(filterItem.value).trim().toLowerCase();
    return (value) => (value ?? []).some((tag) => tag.toLowerCase() === wanted);
  },
  InputComponent: GridFilterInputValue,
};

// A reusable column type for string arrays.
const tagsColumnType: GridColTypeDef<string[], string> = {
  type: 'custom',
  sortable: false,
  display: 'flex',
  filterOperators: [hasTagOperator],
  // CSV export writes this text.
  valueFormatter: (value: string[]) => (value ?? []).join(', '),
  renderCell: (params: GridRenderCellParams<Article, string[], string>) => (
    <Stack direction="row" spacing={0.5}>
      {(params.value ?? []).map((tag) => (
        <Chip key={tag} label={tag} size="small" variant="outlined" />
      ))}
    </Stack>
  ),
};

const columns: GridColDef<Article>[] = [
  { field: 'title', headerName: 'Article', flex: 1, minWidth: 200 },
  { field: 'tags', headerName: 'Tags', width: 260, ...tagsColumnType },
];

export default function CustomColumnsTags() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{
          filter: {
            filterModel: { items: [{ field: 'tags', operator: 'hasTag', value: 'css' }] },
          },
        }}
      />
    </Box>
  );
}
