import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridColDef,
  GridListViewColDef,
  GridRenderCellParams,
} from '@mui/x-data-grid-pro';

interface Member {
  id: number;
  name: string;
  role: string;
  email: string;
}

const columns: GridColDef<Member>[] = [
  { field: 'name', headerName: 'Name', width: 180 },
  { field: 'role', headerName: 'Role', width: 160 },
  { field: 'email', headerName: 'Email', width: 240 },
];

const rows: Member[] = [
  { id: 1, name: 'Aiko Tanaka', role: 'Product designer', email: 'aiko@example.com' },
  { id: 2, name: 'Bruno Costa', role: 'Engineer', email: 'bruno@example.com' },
  { id: 3, name: 'Chiara Rossi', role: 'Engineer', email: 'chiara@example.com' },
  { id: 4, name: 'Dmitri Ivanov', role: 'Data analyst', email: 'dmitri@example.com' },
  { id: 5, name: 'Efua Mensah', role: 'Team lead', email: 'efua@example.com' },
];

function MemberCell(params: GridRenderCellParams<Member>) {
  const { name, role, email } = params.row;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', height: '100%' }}>
      <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        {name.charAt(0)}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 'medium' }} noWrap>
          {name}
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }} noWrap component="div">
          {role} · {email}
        </Typography>
      </Box>
    </Stack>
  );
}

// The one column the grid renders in list view: a field name of your choice, and a renderCell for the whole row.
const listViewColumn: GridListViewColDef<Member> = {
  field: 'member',
  renderCell: (params) => <MemberCell {...params} />,
};

export default function ListViewBasic() {
  const [view, setView] = React.useState<'list' | 'table'>('list');
  const isList = view === 'list';

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="Layout"
        value={view}
        onChange={(_event, value: 'list' | 'table' | null) => {
          if (value) {
            setView(value);
          }
        }}
      >
        <ToggleButton value="list">List</ToggleButton>
        <ToggleButton value="table">Table</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 420, maxWidth: 520 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          listView={isList}
          listViewColumn={listViewColumn}
          rowHeight={isList ? 64 : 52}
        />
      </Box>
    </Stack>
  );
}
