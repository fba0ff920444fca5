import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  GridEditSingleSelectCell,
  GridRenderEditCellParams,
  useGridApiContext,
} from '@mui/x-data-grid';

type EntryType = 'Income' | 'Expense';

interface Entry {
  id: number;
  label: string;
  type: EntryType;
  account: string;
}

const accountsByType: Record<EntryType, string[]> = {
  Income: ['Sales', 'Interest', 'Grants'],
  Expense: ['Rent', 'Salaries', 'Travel', 'Software'],
};

const rows: Entry[] = [
  { id: 1, label: 'March invoices', type: 'Income', account: 'Sales' },
  { id: 2, label: 'Office lease', type: 'Expense', account: 'Rent' },
  { id: 3, label: 'Conference trip', type: 'Expense', account: 'Travel' },
];

/** The type editor clears the account whenever the type changes. */
function TypeEditCell(props: GridRenderEditCellParams<Entry, EntryType>) {
  const apiRef = useGridApiContext();
  const handleValueChange = async () => {
    await apiRef.current.setEditCellValue({ id: props.id, field: 'account', value: '' });
  };
  return <GridEditSingleSelectCell onValueChange={handleValueChange} {...props} />;
}

const columns: GridColDef<Entry>[] = [
  { field: 'label', headerName: 'Label', flex: 1, minWidth: 150, editable: true },
  {
    field: 'type',
    headerName: 'Type',
    type: 'singleSelect',
    valueOptions: ['Income', 'Expense'],
    width: 120,
    editable: true,
    renderEditCell: (params) => <TypeEditCell {...params} />,
  },
  {
    field: 'account',
    headerName: 'Account',
    type: 'singleSelect',
    width: 150,
    editable: true,
    // While a row is edited, `row` holds the values being edited, so the list follows the type.
    valueOptions: ({ row }) =>
      row ? accountsByType[row.type] : [...accountsByType.Income, ...accountsByType.Expense],
    preProcessEditCellProps: (params) => ({ ...params.props, error: !params.props.value }),
  },
];

export default function RecipeLinkedFields() {
  return (
    <Box sx={{ height: 250, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} editMode="row" hideFooter />
    </Box>
  );
}
