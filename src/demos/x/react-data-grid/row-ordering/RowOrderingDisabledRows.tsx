import Box from '@mui/material/Box';
import LockIcon from '@mui/icons-material/Lock';
import {
  DataGridPro,
  GridColDef,
  GridRenderCellParams,
  IsRowReorderableParams,
} from '@mui/x-data-grid-pro';

interface Step {
  id: number;
  step: string;
  locked: boolean;
}

const rows: Step[] = [
  { id: 1, step: 'Sign the contract', locked: true },
  { id: 2, step: 'Order the laptop', locked: false },
  { id: 3, step: 'Set up the accounts', locked: false },
  { id: 4, step: 'Meet the team', locked: false },
  { id: 5, step: 'First-week review', locked: true },
];

const columns: GridColDef<Step>[] = [
  { field: 'step', headerName: 'Onboarding step', flex: 1, minWidth: 200, sortable: false },
  {
    field: 'locked',
    headerName: 'Fixed',
    width: 90,
    sortable: false,
    display: 'flex',
    renderCell: (params: GridRenderCellParams<Step, boolean>) =>
      params.value ? <LockIcon fontSize="small" titleAccess="Fixed position" /> : null,
  },
];

// Locked steps keep their place: their drag handle is inactive.
const isRowReorderable = (params: IsRowReorderableParams<Step>) => !params.row.locked;

export default function RowOrderingDisabledRows() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        rowReordering
        isRowReorderable={isRowReorderable}
        hideFooter
      />
    </Box>
  );
}
