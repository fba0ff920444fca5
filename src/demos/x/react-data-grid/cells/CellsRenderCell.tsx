import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef, GridRenderCellParams } from '@mui/x-data-grid';

interface Author {
  id: number;
  name: string;
  handle: string;
  posts: number;
}

const rows: Author[] = [
  { id: 1, name: 'Yara Haddad', handle: 'yhaddad', posts: 128 },
  { id: 2, name: 'Tobias Krüger', handle: 'tkruger', posts: 56 },
  { id: 3, name: 'Nkechi Obi', handle: 'nobi', posts: 211 },
  { id: 4, name: 'Hiro Sato', handle: 'hsato', posts: 9 },
];

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('');

const columns: GridColDef<Author>[] = [
  {
    field: 'name',
    headerName: 'Author',
    flex: 1,
    minWidth: 200,
    display: 'flex',
    renderCell: (params: GridRenderCellParams<Author, string>) => (
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Avatar sx={{ width: 28, height: 28, fontSize: 13, bgcolor: 'primary.main' }}>
          {initials(params.value ?? '')}
        </Avatar>
        <span>{params.value}</span>
      </Stack>
    ),
  },
  {
    field: 'handle',
    headerName: 'Profile',
    width: 160,
    renderCell: (params: GridRenderCellParams<Author, string>) => (
      // tabIndex follows the cell: the link is reachable once the cell has focus. A sample link:
      // in an app it would lead to the author's profile.
      <Link href="#" onClick={(event) => event.preventDefault()} tabIndex={params.tabIndex}>
        @{params.value}
      </Link>
    ),
  },
  { field: 'posts', headerName: 'Posts', type: 'number', width: 100 },
];

export default function CellsRenderCell() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
