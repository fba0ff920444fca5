import Box from '@mui/material/Box';
import DragHandleIcon from '@mui/icons-material/DragHandle';
import {
  DataGridPro,
  GRID_REORDER_COL_DEF,
  GridColDef,
} from '@mui/x-data-grid-pro';

interface Chapter {
  id: number;
  title: string;
  pages: number;
  // Shown in the box that follows the pointer while the row is dragged.
  __reorder__: string;
}

const rows: Chapter[] = [
  { id: 1, title: 'A door in the wall', pages: 18, __reorder__: 'A door in the wall' },
  { id: 2, title: 'The lighthouse keeper', pages: 24, __reorder__: 'The lighthouse keeper' },
  { id: 3, title: 'Salt and thunder', pages: 21, __reorder__: 'Salt and thunder' },
  { id: 4, title: 'Homecoming', pages: 15, __reorder__: 'Homecoming' },
];

const columns: GridColDef<Chapter>[] = [
  { field: 'title', headerName: 'Chapter', flex: 1, minWidth: 200, sortable: false },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 90, sortable: false },
  // The reorder column, moved to the end with a header of its own.
  { ...GRID_REORDER_COL_DEF, headerName: 'Move', width: 70 },
];

function ReorderIcon(props: { className?: string }) {
  return <DragHandleIcon fontSize="small" className={props.className} />;
}

export default function RowOrderingCustomColumn() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        rowReordering
        slots={{ rowReorderIcon: ReorderIcon }}
        hideFooter
      />
    </Box>
  );
}
