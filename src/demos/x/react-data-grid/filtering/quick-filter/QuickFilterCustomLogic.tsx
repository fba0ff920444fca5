import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridFilterModel } from '@mui/x-data-grid';

interface Ticket {
  id: number;
  reporter: string;
  subject: string;
  openedOn: Date;
}

const rows: Ticket[] = [
  { id: 1, reporter: 'Ines 2023', subject: 'Cannot reset password', openedOn: new Date(2023, 4, 2) },
  { id: 2, reporter: 'Marco', subject: 'Invoice shows 2024 prices', openedOn: new Date(2022, 11, 19) },
  { id: 3, reporter: 'Yuki', subject: 'App crashes on start', openedOn: new Date(2024, 0, 8) },
  { id: 4, reporter: 'Omar', subject: 'Export to CSV is empty', openedOn: new Date(2023, 8, 27) },
  { id: 5, reporter: 'Lena', subject: 'Dark mode contrast', openedOn: new Date(2024, 6, 14) },
];

const columns: GridColDef<Ticket>[] = [
  {
    field: 'reporter',
    headerName: 'Reporter',
    width: 130,
    // Returning null leaves the column out of the quick filter.
    getApplyQuickFilterFn: () => null,
  },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 200 },
  {
    field: 'openedOn',
    headerName: 'Opened on',
    type: 'date',
    width: 130,
    // A word of four digits matches the year; other words never match this column.
    getApplyQuickFilterFn: (value: string) => {
      if (!/^\d{4}$/.test(value)) {
        return null;
      }
      return (cellValue: Date) => cellValue.getFullYear() === Number(value);
    },
  },
];

const initialFilterModel: GridFilterModel = { items: [], quickFilterValues: ['2023'] };

export default function QuickFilterCustomLogic() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{ filter: { filterModel: initialFilterModel } }}
        hideFooter
      />
    </Box>
  );
}
