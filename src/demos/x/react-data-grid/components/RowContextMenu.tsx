import * as React from 'react';
import Box from '@mui/material/Box';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { DataGrid, GridColDef, GridRowId } from '@mui/x-data-grid';

type Note = { id: number; title: string; folder: string; pinned: boolean };

const initialRows: Note[] = [
  { id: 1, title: 'Groceries', folder: 'Home', pinned: false },
  { id: 2, title: 'Sprint goals', folder: 'Work', pinned: true },
  { id: 3, title: 'Gift ideas', folder: 'Home', pinned: false },
  { id: 4, title: 'Reading list', folder: 'Personal', pinned: false },
];

const columns: GridColDef<Note>[] = [
  { field: 'title', headerName: 'Title', flex: 1 },
  { field: 'folder', headerName: 'Folder', width: 130 },
  { field: 'pinned', headerName: 'Pinned', type: 'boolean', width: 100 },
];

export default function RowContextMenu() {
  const [rows, setRows] = React.useState(initialRows);
  const [menu, setMenu] = React.useState<{ x: number; y: number; id: GridRowId } | null>(
    null,
  );

  // slotProps.row passes props to every row element: here, a right-click handler.
  const handleContextMenu = (event: React.MouseEvent<HTMLElement>) => {
    event.preventDefault();
    const id = Number(event.currentTarget.getAttribute('data-id'));
    setMenu({ x: event.clientX, y: event.clientY, id });
  };

  const update = (change: (row: Note) => Note | null) => {
    setRows((prev) =>
      prev.flatMap((row) => {
        if (row.id !== menu?.id) {
          return [row];
        }
        const next = change(row);
        return next ? [next] : [];
      }),
    );
    setMenu(null);
  };

  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        slotProps={{ row: { onContextMenu: handleContextMenu, style: { cursor: 'context-menu' } } }}
      />
      <Menu
        open={menu !== null}
        onClose={() => setMenu(null)}
        anchorReference="anchorPosition"
        anchorPosition={menu ? { top: menu.y, left: menu.x } : undefined}
      >
        <MenuItem onClick={() => update((row) => ({ ...row, pinned: !row.pinned }))}>
          Pin or unpin
        </MenuItem>
        <MenuItem onClick={() => update(() => null)}>Delete</MenuItem>
      </Menu>
    </Box>
  );
}
