import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGrid,
  GridColDef,
  GridDataSource,
  GridGetRowsParams,
  useGridApiRef,
} from '@mui/x-data-grid';

interface Device {
  id: number;
  name: string;
  status: string;
}

const DEVICES: Device[] = [
  { id: 1, name: 'Thermostat', status: 'Online' },
  { id: 2, name: 'Door sensor', status: 'Offline' },
  { id: 3, name: 'Smoke detector', status: 'Online' },
  { id: 4, name: 'Garage door', status: 'Online' },
];

const columns: GridColDef<Device>[] = [
  { field: 'name', headerName: 'Device', width: 180 },
  { field: 'status', headerName: 'Status', width: 120 },
];

export default function ServerSideDataErrors() {
  const apiRef = useGridApiRef();
  const [failing, setFailing] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  // Read by the data source at request time, so toggling does not recreate it.
  const failingRef = React.useRef(false);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: (_params: GridGetRowsParams) =>
        new Promise((resolve, reject) => {
          setTimeout(() => {
            if (failingRef.current) {
              reject(new Error('The server is unavailable (503).'));
            } else {
              resolve({ rows: DEVICES, rowCount: DEVICES.length });
            }
          }, 300);
        }),
    }),
    [],
  );

  const retry = () => {
    setError(null);
    void apiRef.current?.dataSource.fetchRows(undefined, { skipCache: true });
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <FormControlLabel
          control={<Switch checked={failing} onChange={(event) => {
                failingRef.current = event.target.checked;
                setFailing(event.target.checked);
              }} />}
          label="Make the server fail"
        />
        <Button size="small" variant="outlined" onClick={retry}>
          Fetch again
        </Button>
      </Stack>
      {error && (
        <Alert severity="error" onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      <Box sx={{ height: 320 }}>
        <DataGrid
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          onDataSourceError={(dataSourceError) => setError(dataSourceError.message)}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
