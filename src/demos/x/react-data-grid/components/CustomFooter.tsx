import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import {
  DataGrid,
  GridColDef,
  GridFooterContainer,
  GridFooterContainerProps,
  GridPagination,
  gridFilteredTopLevelRowCountSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';

type Server = { id: number; host: string; region: string; online: boolean };

const rows: Server[] = [
  { id: 1, host: 'web-01', region: 'eu-west', online: true },
  { id: 2, host: 'web-02', region: 'eu-west', online: true },
  { id: 3, host: 'db-01', region: 'us-east', online: false },
  { id: 4, host: 'cache-01', region: 'us-east', online: true },
  { id: 5, host: 'queue-01', region: 'ap-south', online: true },
  { id: 6, host: 'web-03', region: 'ap-south', online: false },
];

const columns: GridColDef<Server>[] = [
  { field: 'host', headerName: 'Host', flex: 1 },
  { field: 'region', headerName: 'Region', flex: 1 },
  { field: 'online', headerName: 'Online', type: 'boolean', width: 100 },
];

// Props given in slotProps.footer arrive here; the type declaration below lets TypeScript know.
declare module '@mui/x-data-grid' {
  interface FooterPropsOverrides {
    offline?: number;
  }
}

function StatusFooter(props: GridFooterContainerProps & { offline?: number }) {
  const { offline = 0, ...other } = props;
  const apiRef = useGridApiContext();
  const shown = useGridSelector(apiRef, gridFilteredTopLevelRowCountSelector);
  return (
    <GridFooterContainer {...other}>
      <Box sx={{ display: 'flex', gap: 1, px: 1.5, alignItems: 'center' }}>
        <Chip size="small" label={`${shown} hosts`} />
        <Chip
          size="small"
          color={offline > 0 ? 'error' : 'success'}
          label={offline > 0 ? `${offline} offline` : 'All online'}
        />
      </Box>
      <GridPagination />
    </GridFooterContainer>
  );
}

export default function CustomFooter() {
  const offline = rows.filter((row) => !row.online).length;
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ footer: StatusFooter }}
        slotProps={{ footer: { offline } }}
      />
    </Box>
  );
}
