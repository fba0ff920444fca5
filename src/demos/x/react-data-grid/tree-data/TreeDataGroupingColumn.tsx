import Box from '@mui/material/Box';
import {
  DataGridPro,
  GRID_TREE_DATA_GROUPING_FIELD,
  GridColDef,
} from '@mui/x-data-grid-pro';

interface FileRow {
  id: number;
  path: string[];
  size: number;
}

// No row for "src" or "src/components": the grid generates those parents.
const rows: FileRow[] = [
  { id: 1, path: ['src', 'components', 'Header.tsx'], size: 2.4 },
  { id: 2, path: ['src', 'components', 'Footer.tsx'], size: 1.1 },
  { id: 3, path: ['src', 'App.tsx'], size: 3.8 },
  { id: 4, path: ['src', 'main.tsx'], size: 0.6 },
  { id: 5, path: ['public', 'favicon.ico'], size: 4.2 },
  { id: 6, path: ['package.json'], size: 1.5 },
];

const columns: GridColDef<FileRow>[] = [
  {
    field: 'size',
    headerName: 'Size (KB)',
    type: 'number',
    width: 160,
  },
];

const getTreeDataPath = (row: FileRow) => row.path;

export default function TreeDataGroupingColumn() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        treeData
        rows={rows}
        columns={columns}
        getTreeDataPath={getTreeDataPath}
        groupingColDef={{ headerName: 'File', width: 280, hideDescendantCount: true }}
        defaultGroupingExpansionDepth={-1}
        initialState={{ pinnedColumns: { left: [GRID_TREE_DATA_GROUPING_FIELD] } }}
      />
    </Box>
  );
}
