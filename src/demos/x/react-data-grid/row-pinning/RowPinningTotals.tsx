import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  GridColDef,
  GridPinnedRowsProp,
  GridRenderCellParams,
} from '@mui/x-data-grid-pro';

interface Expense {
  id: number;
  category: string;
  january: number;
  february: number;
  march: number;
}

const rows: Expense[] = [
  { id: 1, category: 'Rent', january: 1800, february: 1800, march: 1800 },
  { id: 2, category: 'Software', january: 420, february: 455, march: 470 },
  { id: 3, category: 'Travel', january: 960, february: 310, march: 1220 },
  { id: 4, category: 'Hardware', january: 0, february: 2150, march: 130 },
  { id: 5, category: 'Training', january: 250, february: 250, march: 600 },
];

const euro = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

// Pinned rows are ordinary cells: renderCell can tell them apart by their node type.
function MoneyCell(params: GridRenderCellParams<Expense, number>) {
  const isTotal = params.rowNode.type === 'pinnedRow';
  return (
    <Box component="span" sx={{ fontWeight: isTotal ? 'bold' : undefined }}>
      {euro.format(params.value ?? 0)}
    </Box>
  );
}

const month = (field: 'january' | 'february' | 'march', headerName: string): GridColDef<Expense> => ({
  field,
  headerName,
  type: 'number',
  width: 130,
  renderCell: MoneyCell,
});

const columns: GridColDef<Expense>[] = [
  { field: 'category', headerName: 'Category', flex: 1, minWidth: 150 },
  month('january', 'January'),
  month('february', 'February'),
  month('march', 'March'),
];

export default function RowPinningTotals() {
  // The totals row is computed from the data, and memoized like the rows.
  const pinnedRows = React.useMemo<GridPinnedRowsProp<Expense>>(() => {
    const sum = (field: 'january' | 'february' | 'march') =>
      rows.reduce((total, row) => total + row[field], 0);
    return {
      bottom: [
        {
          id: 0,
          category: 'Total',
          january: sum('january'),
          february: sum('february'),
          march: sum('march'),
        },
      ],
    };
  }, []);

  return (
    <Box
      sx={{
        height: 320,
        width: '100%',
        '& .MuiDataGrid-pinnedRows--bottom .MuiDataGrid-cell': {
          bgcolor: 'action.selected',
          fontWeight: 'bold',
        },
      }}
    >
      <DataGridPro
        rows={rows}
        columns={columns}
        pinnedRows={pinnedRows}
        pinnedRowsSectionSeparator="border"
        hideFooter
      />
    </Box>
  );
}
