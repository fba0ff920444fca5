import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import {
  DataGrid,
  GridColDef,
  GridRenderEditCellParams,
  useGridApiContext,
} from '@mui/x-data-grid';

interface Milestone {
  id: number;
  name: string;
  due: Date;
}

const rows: Milestone[] = [
  { id: 1, name: 'Design review', due: new Date(2026, 3, 6) },
  { id: 2, name: 'Beta release', due: new Date(2026, 4, 18) },
  { id: 3, name: 'Security audit', due: new Date(2026, 5, 2) },
  { id: 4, name: 'General availability', due: new Date(2026, 6, 1) },
];

function DatePickerEditCell(props: GridRenderEditCellParams<Milestone, Date>) {
  const { id, field, value } = props;
  const apiRef = useGridApiContext();

  const handleChange = (newValue: Dayjs | null) => {
    void apiRef.current.setEditCellValue({ id, field, value: newValue ? newValue.toDate() : null });
  };

  return (
    <DatePicker
      value={value ? dayjs(value) : null}
      onChange={handleChange}
      autoFocus
      slotProps={{
        textField: { size: 'small', fullWidth: true, inputProps: { 'aria-label': 'Due date' } },
      }}
      sx={{ px: 0.5 }}
    />
  );
}

const columns: GridColDef<Milestone>[] = [
  { field: 'name', headerName: 'Milestone', flex: 1, minWidth: 180 },
  {
    field: 'due',
    headerName: 'Due',
    type: 'date',
    width: 200,
    editable: true,
    valueFormatter: (value: Date) => (value ? dayjs(value).format('D MMM YYYY') : ''),
    renderEditCell: (params) => <DatePickerEditCell {...params} />,
  },
];

export default function CustomColumnsDatePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 320, width: '100%' }}>
        <DataGrid rows={rows} columns={columns} hideFooter />
      </Box>
    </LocalizationProvider>
  );
}
