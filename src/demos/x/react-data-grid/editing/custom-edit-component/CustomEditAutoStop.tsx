import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Select, { SelectChangeEvent } from '@mui/material/Select';
import {
  DataGrid,
  GridColDef,
  GridRenderEditCellParams,
  useGridApiContext,
} from '@mui/x-data-grid';

type Role = 'Viewer' | 'Editor' | 'Admin';

interface Person {
  id: number;
  name: string;
  role: Role;
}

const roles: Role[] = ['Viewer', 'Editor', 'Admin'];

const rows: Person[] = [
  { id: 1, name: 'Priya Nair', role: 'Admin' },
  { id: 2, name: 'Tomás Ruiz', role: 'Editor' },
  { id: 3, name: 'Hana Kobayashi', role: 'Viewer' },
];

function RoleEditCell(props: GridRenderEditCellParams<Person, Role>) {
  const { id, field, value } = props;
  const apiRef = useGridApiContext();

  const handleChange = async (event: SelectChangeEvent<Role>) => {
    await apiRef.current.setEditCellValue({ id, field, value: event.target.value });
    // Picking a role is the whole edit: leave edit mode right away.
    apiRef.current.stopCellEditMode({ id, field });
  };

  return (
    <Select
      value={value ?? 'Viewer'}
      onChange={(event) => {
        void handleChange(event);
      }}
      size="small"
      fullWidth
      defaultOpen
      autoFocus
      inputProps={{ 'aria-label': `Role of ${props.row.name}` }}
      sx={{ height: '100%', '& .MuiOutlinedInput-notchedOutline': { border: 0 } }}
    >
      {roles.map((role) => (
        <MenuItem key={role} value={role}>
          {role}
        </MenuItem>
      ))}
    </Select>
  );
}

const columns: GridColDef<Person>[] = [
  { field: 'name', headerName: 'Name', flex: 1 },
  {
    field: 'role',
    headerName: 'Role',
    width: 160,
    editable: true,
    renderEditCell: (params) => <RoleEditCell {...params} />,
  },
];

export default function CustomEditAutoStop() {
  return (
    <Box sx={{ height: 250, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
