import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef, GridRowId, GridRowParams } from '@mui/x-data-grid-pro';

interface Ticket {
  id: number;
  subject: string;
  requester: string;
  priority: 'Low' | 'Normal' | 'Urgent';
  description: string;
}

const rows: Ticket[] = [
  { id: 1, subject: 'Cannot reset password', requester: 'L. Dubois', priority: 'Urgent', description: 'The reset e-mail never arrives. Tried twice with the same address; spam folder is empty.' },
  { id: 2, subject: 'Invoice in wrong currency', requester: 'S. Tanaka', priority: 'Normal', description: 'March invoice shows USD although the account is set to JPY.' },
  { id: 3, subject: 'Feature request: dark mode', requester: 'P. Adeyemi', priority: 'Low', description: 'The dashboard is hard to read at night. A dark theme would help.' },
  { id: 4, subject: 'Export times out', requester: 'R. Kowalski', priority: 'Urgent', description: 'CSV export of the 2025 orders stops after about 30 seconds with an error.' },
];

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: '#', width: 70 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 200 },
  { field: 'requester', headerName: 'Requester', width: 140 },
  { field: 'priority', headerName: 'Priority', width: 110 },
];

export default function MasterDetailControlled() {
  // Urgent tickets start open.
  const [expanded, setExpanded] = React.useState<Set<GridRowId>>(
    () => new Set(rows.filter((row) => row.priority === 'Urgent').map((row) => row.id)),
  );

  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<Ticket>) => (
      <Box sx={{ px: 6, py: 1.5 }}>
        <Typography variant="body2">{row.description}</Typography>
      </Box>
    ),
    [],
  );
  const getDetailPanelHeight = React.useCallback(() => 'auto' as const, []);

  const openIds = [...expanded].map(String).join(', ') || 'none';

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" aria-live="polite" sx={{ color: 'text.secondary' }}>
        Open panels: {openIds}
      </Typography>
      <Box sx={{ height: 420 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          getDetailPanelContent={getDetailPanelContent}
          getDetailPanelHeight={getDetailPanelHeight}
          detailPanelExpandedRowIds={expanded}
          onDetailPanelExpandedRowIdsChange={(ids) => setExpanded(ids)}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
