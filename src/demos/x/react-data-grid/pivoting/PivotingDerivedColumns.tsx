import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GridColDef,
  GridInitialState,
  GridLocaleTextApi,
  GridSidebarValue,
} from '@mui/x-data-grid-premium';

interface Expense {
  id: number;
  date: Date;
  team: string;
  amount: number;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// A fixed format, so the server and the browser print the same text whatever their locale.
const formatDate = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

const columns: GridColDef<Expense>[] = [
  {
    field: 'date',
    headerName: 'Date',
    type: 'date',
    width: 130,
    valueFormatter: (value: Date | null) => (value ? formatDate(value) : ''),
  },
  { field: 'team', headerName: 'Team', width: 130 },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 120 },
];

const rows: Expense[] = [
  { id: 1, date: new Date(2024, 0, 12), team: 'Marketing', amount: 1200 },
  { id: 2, date: new Date(2024, 1, 3), team: 'Marketing', amount: 800 },
  { id: 3, date: new Date(2024, 3, 22), team: 'Marketing', amount: 1500 },
  { id: 4, date: new Date(2024, 0, 30), team: 'Sales', amount: 600 },
  { id: 5, date: new Date(2024, 4, 9), team: 'Sales', amount: 950 },
  { id: 6, date: new Date(2024, 1, 17), team: 'Research', amount: 2100 },
  { id: 7, date: new Date(2024, 5, 1), team: 'Research', amount: 400 },
];

// Adds a "month" column to the grid's own year and quarter columns of every date column.
function getPivotDerivedColumns(
  column: GridColDef,
  getLocaleText: GridLocaleTextApi['getLocaleText'],
): GridColDef[] | undefined {
  if (column.type !== 'date') {
    return undefined;
  }
  const field = column.field;
  const dateOf = (row: Record<string, unknown>) => row[field] as Date;
  return [
    {
      field: `${field}-year`,
      headerName: `${column.headerName} ${getLocaleText('pivotYearColumnHeaderName')}`,
      valueGetter: (_value, row: Record<string, unknown>) => String(dateOf(row).getFullYear()),
    },
    {
      field: `${field}-quarter`,
      headerName: `${column.headerName} ${getLocaleText('pivotQuarterColumnHeaderName')}`,
      valueGetter: (_value, row: Record<string, unknown>) => `Q${Math.floor(dateOf(row).getMonth() / 3) + 1}`,
    },
    {
      field: `${field}-month`,
      headerName: `${column.headerName} (month)`,
      // Sorting by month number keeps January before February.
      valueGetter: (_value, row: Record<string, unknown>) => dateOf(row).getMonth(),
      valueFormatter: (value: number) => MONTHS[value],
    },
  ];
}

const initialState: GridInitialState = {
  pivoting: {
    enabled: true,
    model: {
      rows: [{ field: 'team' }],
      columns: [{ field: 'date-quarter', sort: 'asc' }],
      values: [{ field: 'amount', aggFunc: 'sum' }],
    },
  },
  sidebar: { open: true, value: GridSidebarValue.Pivot },
};

export default function PivotingDerivedColumns() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={initialState}
        getPivotDerivedColumns={getPivotDerivedColumns}
        showToolbar
      />
    </Box>
  );
}
