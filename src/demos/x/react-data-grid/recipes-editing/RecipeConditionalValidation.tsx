import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridPreProcessEditCellProps } from '@mui/x-data-grid';

interface Invoice {
  id: number;
  client: string;
  isPaid: boolean;
  paymentMethod: string;
}

const rows: Invoice[] = [
  { id: 1, client: 'Bakery Nord', isPaid: true, paymentMethod: 'Card' },
  { id: 2, client: 'Studio Kaze', isPaid: false, paymentMethod: '' },
  { id: 3, client: 'Verde Garden Co.', isPaid: false, paymentMethod: '' },
];

const columns: GridColDef<Invoice>[] = [
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 150 },
  { field: 'isPaid', headerName: 'Paid', type: 'boolean', width: 90, editable: true },
  {
    field: 'paymentMethod',
    headerName: 'Payment method',
    type: 'singleSelect',
    valueOptions: [{ value: '', label: 'None' }, 'Card', 'Bank transfer', 'Cash'],
    width: 170,
    editable: true,
    // In row editing, otherFieldsProps holds the values being edited in the same row.
    preProcessEditCellProps: (params: GridPreProcessEditCellProps<string, Invoice>) => {
      const isPaid = params.otherFieldsProps?.isPaid?.value;
      const missing = Boolean(isPaid) && !params.props.value;
      return { ...params.props, error: missing };
    },
  },
];

export default function RecipeConditionalValidation() {
  return (
    <Box sx={{ height: 250, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        editMode="row"
        hideFooter
        sx={{
          '& .MuiDataGrid-cell--editing:has(.Mui-error)': {
            bgcolor: 'error.light',
            color: 'error.contrastText',
          },
        }}
      />
    </Box>
  );
}
