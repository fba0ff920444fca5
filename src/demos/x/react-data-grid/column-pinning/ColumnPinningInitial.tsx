import Box from '@mui/material/Box';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { DataGridPro, GridActionsCellItem, GridColDef } from '@mui/x-data-grid-pro';

interface Customer {
  id: number;
  name: string;
  email: string;
  phone: string;
  city: string;
  country: string;
  plan: string;
  since: number;
}

const rows: Customer[] = [
  { id: 1, name: 'Ana Souza', email: 'ana@example.com', phone: '+55 11 5550 1020', city: 'São Paulo', country: 'Brazil', plan: 'Team', since: 2019 },
  { id: 2, name: 'Kenji Mori', email: 'kenji@example.com', phone: '+81 3 5550 2233', city: 'Tokyo', country: 'Japan', plan: 'Free', since: 2022 },
  { id: 3, name: 'Fatima Zahra', email: 'fatima@example.com', phone: '+212 5550 4411', city: 'Rabat', country: 'Morocco', plan: 'Business', since: 2020 },
  { id: 4, name: 'Oliver Smith', email: 'oliver@example.com', phone: '+44 20 5550 9090', city: 'London', country: 'UK', plan: 'Team', since: 2021 },
];

const columns: GridColDef<Customer>[] = [
  { field: 'name', headerName: 'Name', width: 160 },
  { field: 'email', headerName: 'Email', width: 200 },
  { field: 'phone', headerName: 'Phone', width: 180 },
  { field: 'city', headerName: 'City', width: 140 },
  { field: 'country', headerName: 'Country', width: 140 },
  { field: 'plan', headerName: 'Plan', width: 120 },
  { field: 'since', headerName: 'Customer since', width: 150, valueFormatter: (value: number) => String(value) },
  {
    field: 'actions',
    type: 'actions',
    headerName: 'Actions',
    width: 100,
    getActions: (params) => [
      <GridActionsCellItem key="edit" icon={<EditIcon />} label={`Edit ${params.row.name}`} />,
      <GridActionsCellItem key="delete" icon={<DeleteIcon />} label={`Delete ${params.row.name}`} />,
    ],
  },
];

export default function ColumnPinningInitial() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        initialState={{ pinnedColumns: { left: ['name'], right: ['actions'] } }}
        hideFooter
      />
    </Box>
  );
}
