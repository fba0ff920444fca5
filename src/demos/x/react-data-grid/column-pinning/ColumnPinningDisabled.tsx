import Box from '@mui/material/Box';
import {
  DataGridPro,
  GridColDef,
  GridColumnMenu,
  GridColumnMenuProps,
} from '@mui/x-data-grid-pro';

interface Metric {
  id: number;
  region: string;
  q1: number;
  q2: number;
  q3: number;
  q4: number;
  notes: string;
}

const rows: Metric[] = [
  { id: 1, region: 'North', q1: 120, q2: 135, q3: 128, q4: 150, notes: 'New office opened in Q4' },
  { id: 2, region: 'South', q1: 98, q2: 101, q3: 110, q4: 117, notes: 'Steady growth' },
  { id: 3, region: 'East', q1: 143, q2: 139, q3: 155, q4: 162, notes: 'Best quarter: Q4' },
  { id: 4, region: 'West', q1: 87, q2: 92, q3: 90, q4: 104, notes: 'Two new partners' },
];

const quarter = (field: 'q1' | 'q2' | 'q3' | 'q4', headerName: string): GridColDef<Metric> => ({
  field,
  headerName,
  type: 'number',
  width: 140,
});

const columns: GridColDef<Metric>[] = [
  { field: 'region', headerName: 'Region', width: 130 },
  quarter('q1', 'Q1 sales'),
  quarter('q2', 'Q2 sales'),
  quarter('q3', 'Q3 sales'),
  quarter('q4', 'Q4 sales'),
  // This column can never be pinned from the menu.
  { field: 'notes', headerName: 'Notes (not pinnable)', width: 260, pinnable: false },
];

// Removes the pinning items from the menu of the quarter columns only.
function ColumnMenuWithoutQuarterPinning(props: GridColumnMenuProps) {
  const isQuarter = props.colDef.field.startsWith('q');
  return (
    <GridColumnMenu
      {...props}
      slots={isQuarter ? { columnMenuPinningItem: null } : undefined}
    />
  );
}

export default function ColumnPinningDisabled() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        initialState={{ pinnedColumns: { left: ['region'] } }}
        slots={{ columnMenu: ColumnMenuWithoutQuarterPinning }}
        pinnedColumnsSectionSeparator="border"
        hideFooter
      />
    </Box>
  );
}
