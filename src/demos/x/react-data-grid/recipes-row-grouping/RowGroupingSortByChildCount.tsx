import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  GridColDef,
  GridComparatorFn,
  GridGroupingColDefOverride,
} from '@mui/x-data-grid-premium';

interface Ticket {
  id: number;
  subject: string;
  team: string;
}

const columns: GridColDef<Ticket>[] = [
  { field: 'subject', headerName: 'Subject', width: 260 },
  { field: 'team', headerName: 'Team', width: 150 },
];

const rows: Ticket[] = [
  { id: 1, subject: 'Cannot reset password', team: 'Accounts' },
  { id: 2, subject: 'Invoice shows the wrong VAT', team: 'Billing' },
  { id: 3, subject: 'Refund not received', team: 'Billing' },
  { id: 4, subject: 'Card declined', team: 'Billing' },
  { id: 5, subject: 'App crashes on start', team: 'Mobile' },
  { id: 6, subject: 'Dark mode contrast', team: 'Mobile' },
  { id: 7, subject: 'Two-factor code late', team: 'Accounts' },
  { id: 8, subject: 'Export to CSV is empty', team: 'Billing' },
  { id: 9, subject: 'Email change not saved', team: 'Accounts' },
  { id: 10, subject: 'Push notifications missing', team: 'Mobile' },
  { id: 11, subject: 'Login loop on tablets', team: 'Mobile' },
];

// Group rows are compared by how many children they have; leaf rows keep their order.
const byChildCount: GridComparatorFn = (_v1, _v2, param1, param2) => {
  const count1 = param1.rowNode.type === 'group' ? param1.rowNode.children.length : 0;
  const count2 = param2.rowNode.type === 'group' ? param2.rowNode.children.length : 0;
  return count1 - count2;
};

const groupingColDef: GridGroupingColDefOverride<Ticket> = {
  headerName: 'Team (by size)',
  width: 220,
  sortComparator: byChildCount,
};

export default function RowGroupingSortByChildCount() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        groupingColDef={groupingColDef}
        initialState={{
          rowGrouping: { model: ['team'] },
          sorting: { sortModel: [{ field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, sort: 'desc' }] },
          columns: { columnVisibilityModel: { team: false } },
        }}
      />
    </Box>
  );
}
