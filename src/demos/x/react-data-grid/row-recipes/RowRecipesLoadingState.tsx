import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridFooterContainer,
  gridRowCountSelector,
  gridRowsLoadingSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';

interface City {
  id: number;
  city: string;
  population: number;
}

const moreCities: City[] = [
  { id: 1, city: 'Accra', population: 2_500_000 },
  { id: 2, city: 'Bogotá', population: 7_900_000 },
  { id: 3, city: 'Chennai', population: 7_100_000 },
  { id: 4, city: 'Dublin', population: 590_000 },
];

const columns: GridColDef<City>[] = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 160 },
  { field: 'population', headerName: 'Population', type: 'number', width: 140 },
];

// The footer reads the grid's own loading flag instead of receiving it as a prop.
function LoadingAwareFooter() {
  const apiRef = useGridApiContext();
  const loading = useGridSelector(apiRef, gridRowsLoadingSelector);
  const count = useGridSelector(apiRef, gridRowCountSelector);
  return (
    <GridFooterContainer sx={{ px: 2 }}>
      <Typography variant="body2" aria-live="polite">
        {loading ? 'Fetching cities…' : `${count} cities loaded`}
      </Typography>
    </GridFooterContainer>
  );
}

export default function RowRecipesLoadingState() {
  const [rows, setRows] = React.useState<City[]>(moreCities.slice(0, 2));
  const [loading, setLoading] = React.useState(false);
  const timer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  React.useEffect(() => () => clearTimeout(timer.current), []);

  const loadMore = () => {
    setLoading(true);
    // Stands in for a request to a server.
    timer.current = setTimeout(() => {
      setRows(moreCities);
      setLoading(false);
    }, 1200);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={loadMore} disabled={loading}>
          Load all cities
        </Button>
        <Button size="small" onClick={() => setRows(moreCities.slice(0, 2))} disabled={loading}>
          Reset
        </Button>
      </Stack>
      <Box sx={{ height: 320 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          loading={loading}
          slots={{ footer: LoadingAwareFooter }}
        />
      </Box>
    </Stack>
  );
}
