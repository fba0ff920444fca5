import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGrid,
  GridColDef,
  GridDataSource,
  GridFilterModel,
  GridGetRowsParams,
  GridGetRowsResponse,
} from '@mui/x-data-grid';

interface Ticket {
  id: number;
  subject: string;
  status: 'open' | 'closed';
}

const TICKETS: Ticket[] = [
  { id: 1, subject: 'Login page is slow', status: 'open' },
  { id: 2, subject: 'Typo in the footer', status: 'closed' },
  { id: 3, subject: 'Export button missing', status: 'open' },
  { id: 4, subject: 'Wrong currency symbol', status: 'closed' },
  { id: 5, subject: 'Password reset mail late', status: 'open' },
];

// The server reads the status filter from the filter model like any other filter.
function fetchTickets(params: GridGetRowsParams): Promise<GridGetRowsResponse> {
  const status = params.filterModel.items.find((item) => item.field === 'status')?.value as string | undefined;
  const rows = TICKETS.filter((ticket) => !status || ticket.status === status);
  return new Promise((resolve) => {
    setTimeout(() => resolve({ rows, rowCount: rows.length }), 300);
  });
}

const columns: GridColDef<Ticket>[] = [
  { field: 'subject', headerName: 'Subject', width: 240 },
  { field: 'status', headerName: 'Status', width: 120 },
];

export default function ServerSideRecipeExternalFilter() {
  const [status, setStatus] = React.useState('open');
  const dataSource: GridDataSource = React.useMemo(() => ({ getRows: fetchTickets }), []);
  // The buttons outside the grid drive the filter model that the data source receives.
  const filterModel: GridFilterModel = React.useMemo(
    () => ({ items: status === 'all' ? [] : [{ field: 'status', operator: 'equals', value: status }] }),
    [status],
  );

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="Ticket status"
        value={status}
        onChange={(_event, value: string | null) => {
          if (value) {
            setStatus(value);
          }
        }}
      >
        <ToggleButton value="open">Open</ToggleButton>
        <ToggleButton value="closed">Closed</ToggleButton>
        <ToggleButton value="all">All</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 320 }}>
        <DataGrid columns={columns} dataSource={dataSource} filterModel={filterModel} hideFooter />
      </Box>
    </Stack>
  );
}
