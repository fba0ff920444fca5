import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridFooterContainer,
  gridExpandedRowCountSelector,
  gridFilteredSortedRowEntriesSelector,
  gridRowCountSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';

interface Plant {
  id: number;
  name: string;
  light: 'Low' | 'Medium' | 'Bright';
  waterEveryDays: number;
}

const rows: Plant[] = [
  { id: 1, name: 'Snake plant', light: 'Low', waterEveryDays: 14 },
  { id: 2, name: 'Monstera', light: 'Medium', waterEveryDays: 7 },
  { id: 3, name: 'Fiddle-leaf fig', light: 'Bright', waterEveryDays: 7 },
  { id: 4, name: 'ZZ plant', light: 'Low', waterEveryDays: 21 },
  { id: 5, name: 'Calathea', light: 'Medium', waterEveryDays: 5 },
];

const columns: GridColDef<Plant>[] = [
  { field: 'name', headerName: 'Plant', flex: 1, minWidth: 150 },
  {
    field: 'light',
    headerName: 'Light',
    type: 'singleSelect',
    valueOptions: ['Low', 'Medium', 'Bright'],
    width: 120,
  },
  { field: 'waterEveryDays', headerName: 'Water every (days)', type: 'number', width: 170 },
];

function RowSummaryFooter() {
  const apiRef = useGridApiContext();
  const total = useGridSelector(apiRef, gridRowCountSelector);
  const shown = useGridSelector(apiRef, gridExpandedRowCountSelector);
  const entries = useGridSelector(apiRef, gridFilteredSortedRowEntriesSelector);
  const first = entries[0]?.model as Plant | undefined;

  return (
    <GridFooterContainer sx={{ px: 2 }}>
      <Typography variant="body2" aria-live="polite">
        Showing {shown} of {total} plants. First in view: {first ? first.name : 'none'}
      </Typography>
    </GridFooterContainer>
  );
}

export default function RowDefinitionSelectors() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{
          filter: { filterModel: { items: [{ field: 'light', operator: 'is', value: 'Low' }] } },
        }}
        slots={{ footer: RowSummaryFooter }}
      />
    </Box>
  );
}
