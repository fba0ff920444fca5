import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import {
  DataGridPro,
  GridColDef,
  GridColumnMenu,
  GridColumnMenuItemProps,
  GridColumnMenuProps,
  gridColumnFieldsSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid-pro';

interface Country {
  id: number;
  country: string;
  capital: string;
  population: number;
  area: number;
}

const columns: GridColDef<Country>[] = [
  { field: 'country', headerName: 'Country', width: 140 },
  { field: 'capital', headerName: 'Capital', width: 140 },
  { field: 'population', headerName: 'Population (M)', type: 'number', width: 150 },
  { field: 'area', headerName: 'Area (k km²)', type: 'number', width: 140 },
];

const rows: Country[] = [
  { id: 1, country: 'Portugal', capital: 'Lisbon', population: 10.4, area: 92 },
  { id: 2, country: 'Kenya', capital: 'Nairobi', population: 55.1, area: 580 },
  { id: 3, country: 'Chile', capital: 'Santiago', population: 19.6, area: 756 },
];

function MoveColumnItem(props: GridColumnMenuItemProps & { direction: -1 | 1 }) {
  const { colDef, onClick, direction } = props;
  const apiRef = useGridApiContext();
  // The order of all columns, read from the grid state.
  const fields = useGridSelector(apiRef, gridColumnFieldsSelector);
  const target = fields.indexOf(colDef.field) + direction;
  const disabled = target < 0 || target >= fields.length;

  return (
    <MenuItem
      disabled={disabled}
      onClick={(event) => {
        apiRef.current.setColumnIndex(colDef.field, target);
        onClick(event);
      }}
    >
      <ListItemIcon>
        {direction < 0 ? <ArrowBackIcon fontSize="small" /> : <ArrowForwardIcon fontSize="small" />}
      </ListItemIcon>
      <ListItemText>{direction < 0 ? 'Move left' : 'Move right'}</ListItemText>
    </MenuItem>
  );
}

function MoveLeftItem(props: GridColumnMenuItemProps) {
  return <MoveColumnItem {...props} direction={-1} />;
}

function MoveRightItem(props: GridColumnMenuItemProps) {
  return <MoveColumnItem {...props} direction={1} />;
}

function ColumnMenuWithMoves(props: GridColumnMenuProps) {
  return (
    <GridColumnMenu
      {...props}
      slots={{ columnMenuMoveLeftItem: MoveLeftItem, columnMenuMoveRightItem: MoveRightItem }}
      slotProps={{
        columnMenuMoveLeftItem: { displayOrder: 1 },
        columnMenuMoveRightItem: { displayOrder: 2 },
      }}
    />
  );
}

export default function ColumnOrderingMenuItems() {
  return (
    <Box sx={{ height: 260, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        slots={{ columnMenu: ColumnMenuWithMoves }}
        hideFooter
      />
    </Box>
  );
}
