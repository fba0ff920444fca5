import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import FitScreenIcon from '@mui/icons-material/FitScreen';
import {
  DataGrid,
  GridColDef,
  GridColumnMenu,
  GridColumnMenuItemProps,
  GridColumnMenuProps,
  useGridApiContext,
} from '@mui/x-data-grid';

interface Order {
  id: number;
  customer: string;
  address: string;
  total: number;
}

const rows: Order[] = [
  { id: 1001, customer: 'Amara Okafor', address: '14 Harbour Street, Portsmouth', total: 84.5 },
  { id: 1002, customer: 'Lin Wei', address: '3 Rue des Lilas, Lyon', total: 212 },
  { id: 1003, customer: 'Mateo García', address: 'Calle Mayor 27, Salamanca', total: 39.9 },
  { id: 1004, customer: 'Freya Lindqvist', address: 'Storgatan 8, Uppsala', total: 150.25 },
];

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', type: 'number', width: 90 },
  { field: 'customer', headerName: 'Customer', width: 110 },
  { field: 'address', headerName: 'Delivery address', width: 130 },
  { field: 'total', headerName: 'Total (€)', type: 'number', width: 110 },
];

// A menu item receives the column (`colDef`) and `onClick`, which closes the menu.
function FitToContentItem(props: GridColumnMenuItemProps) {
  const { colDef, onClick } = props;
  const apiRef = useGridApiContext();

  return (
    <MenuItem
      onClick={(event) => {
        // Nothing to wait for: the column resizes when autosizing is done.
        void apiRef.current.autosizeColumns({ columns: [colDef.field], includeHeaders: true });
        onClick(event);
      }}
    >
      <ListItemIcon>
        <FitScreenIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Fit to content</ListItemText>
    </MenuItem>
  );
}

function ColumnMenuWithFit(props: GridColumnMenuProps) {
  return (
    <GridColumnMenu
      {...props}
      // Any new key adds an item; its displayOrder puts it between sorting (10)
      // and filtering (20).
      slots={{ columnMenuFitItem: FitToContentItem }}
      slotProps={{ columnMenuFitItem: { displayOrder: 15 } }}
    />
  );
}

export default function ColumnMenuCustomItem() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ columnMenu: ColumnMenuWithFit }}
        hideFooter
      />
    </Box>
  );
}
