import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  DataGridPro,
  GridColDef,
  GridRenderHeaderFilterProps,
  gridFilterModelSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid-pro';

/** A select with three choices instead of the built-in boolean header filter. */
function AdminHeaderFilter(props: GridRenderHeaderFilterProps) {
  const { colDef } = props;
  const apiRef = useGridApiContext();
  const filterModel = useGridSelector(apiRef, gridFilterModelSelector);
  const current = filterModel.items.find((item) => item.field === colDef.field);
  const value = typeof current?.value === 'string' ? current.value : '';

  const handleChange = (newValue: string) => {
    const others = filterModel.items.filter((item) => item.field !== colDef.field);
    apiRef.current.setFilterModel({
      ...filterModel,
      items:
        newValue === ''
          ? others
          : [...others, { id: colDef.field, field: colDef.field, operator: 'is', value: newValue }],
    });
  };

  return (
    <TextField
      select
      variant="standard"
      size="small"
      fullWidth
      label="Role"
      value={value}
      onChange={(event) => handleChange(event.target.value)}
      sx={{ mx: 1, alignSelf: 'center' }}
    >
      <MenuItem value="">Everyone</MenuItem>
      <MenuItem value="true">Admins</MenuItem>
      <MenuItem value="false">Members</MenuItem>
    </TextField>
  );
}

interface Member {
  id: number;
  name: string;
  email: string;
  phone: string;
  joined: Date;
  visits: number;
  isAdmin: boolean;
}

const rows: Member[] = [
  { id: 1, name: 'Adaeze Obi', email: 'adaeze@example.com', phone: '+234 801 555 0101', joined: new Date(2021, 2, 14), visits: 42, isAdmin: true },
  { id: 2, name: 'Bjørn Hansen', email: 'bjorn@example.com', phone: '+47 915 55 010', joined: new Date(2022, 6, 3), visits: 7, isAdmin: false },
  { id: 3, name: 'Camila Reyes', email: 'camila@example.com', phone: '+52 55 5550 1234', joined: new Date(2020, 10, 21), visits: 128, isAdmin: false },
  { id: 4, name: 'Daniel Kim', email: 'daniel@example.com', phone: '+82 2 555 0199', joined: new Date(2023, 0, 9), visits: 15, isAdmin: true },
  { id: 5, name: 'Esra Yilmaz', email: 'esra@example.com', phone: '+90 212 555 0142', joined: new Date(2021, 8, 30), visits: 63, isAdmin: false },
  { id: 6, name: 'Felix Wagner', email: 'felix@example.com', phone: '+49 30 5550 1188', joined: new Date(2024, 3, 2), visits: 3, isAdmin: false },
];

const columns: GridColDef<Member>[] = [
  { field: 'name', headerName: 'Name', width: 150 },
  { field: 'email', headerName: 'Email', width: 190 },
  { field: 'phone', headerName: 'Phone', width: 170 },
  { field: 'joined', headerName: 'Joined', type: 'date', width: 150 },
  { field: 'visits', headerName: 'Visits', type: 'number', width: 110 },
  { field: 'isAdmin', headerName: 'Is admin?', type: 'boolean', width: 120 },
];

const customColumns: GridColDef<Member>[] = columns.map((column) => {
  if (column.field === 'phone') {
    // No header filter for this column.
    return { ...column, renderHeaderFilter: () => null };
  }
  if (column.field === 'isAdmin') {
    return { ...column, renderHeaderFilter: (params) => <AdminHeaderFilter {...params} /> };
  }
  return column;
});

export default function HeaderFiltersCustomCell() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro rows={rows} columns={customColumns} headerFilters hideFooter />
    </Box>
  );
}
