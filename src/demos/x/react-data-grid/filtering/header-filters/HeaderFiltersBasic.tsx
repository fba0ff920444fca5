import Box from '@mui/material/Box';
import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';

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

export default function HeaderFiltersBasic() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        headerFilters
        initialState={{
          filter: { filterModel: { items: [{ field: 'visits', operator: '>', value: 10 }] } },
        }}
        hideFooter
      />
    </Box>
  );
}
