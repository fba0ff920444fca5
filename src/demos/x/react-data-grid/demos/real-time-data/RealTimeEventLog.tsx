import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { DataGrid, GridColDef, GridRenderCellParams } from '@mui/x-data-grid';

type LogEvent = { id: number; time: string; service: string; level: string; message: string };

const SERVICES = ['api', 'auth', 'billing', 'search'];
const LEVELS = ['info', 'info', 'warning', 'info', 'error'];
const MESSAGES = [
  'Request served',
  'Token refreshed',
  'Slow query (820 ms)',
  'Cache warmed',
  'Upstream timeout',
];
const MAX_ROWS = 50;

function makeEvent(index: number): LogEvent {
  const seconds = index % 60;
  const minutes = Math.floor(index / 60) % 60;
  return {
    id: index,
    time: `12:${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`,
    service: SERVICES[index % SERVICES.length] ?? 'api',
    level: LEVELS[index % LEVELS.length] ?? 'info',
    message: MESSAGES[index % MESSAGES.length] ?? '',
  };
}

const LEVEL_COLOR = { info: 'default', warning: 'warning', error: 'error' } as const;

const columns: GridColDef<LogEvent>[] = [
  { field: 'time', headerName: 'Time', width: 100 },
  { field: 'service', headerName: 'Service', width: 110 },
  {
    field: 'level',
    headerName: 'Level',
    width: 110,
    renderCell: (params: GridRenderCellParams<LogEvent, string>) => (
      <Chip
        size="small"
        label={params.value}
        color={LEVEL_COLOR[params.value as keyof typeof LEVEL_COLOR] ?? 'default'}
      />
    ),
  },
  { field: 'message', headerName: 'Message', flex: 1, minWidth: 160 },
];

export default function RealTimeEventLog() {
  const [rows, setRows] = React.useState<LogEvent[]>(() =>
    Array.from({ length: 5 }, (_, index) => makeEvent(index)).reverse(),
  );

  React.useEffect(() => {
    const timer = setInterval(() => {
      // Newest first, and only the last MAX_ROWS events are kept.
      setRows((prev) => [makeEvent((prev[0]?.id ?? 0) + 1), ...prev].slice(0, MAX_ROWS));
    }, 1000);
    return () => clearInterval(timer);
  }, []);

  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        density="compact"
        hideFooter
      />
    </Box>
  );
}
