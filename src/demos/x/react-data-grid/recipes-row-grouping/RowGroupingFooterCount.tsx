import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridColDef,
  GridRowCountProps,
  gridFilteredDescendantRowCountSelector,
  gridFilteredTopLevelRowCountSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid-premium';

interface Plant {
  id: number;
  name: string;
  family: string;
}

const columns: GridColDef<Plant>[] = [
  { field: 'name', headerName: 'Plant', width: 200 },
  { field: 'family', headerName: 'Family', width: 160 },
];

const rows: Plant[] = [
  { id: 1, name: 'Basil', family: 'Mint' },
  { id: 2, name: 'Rosemary', family: 'Mint' },
  { id: 3, name: 'Thyme', family: 'Mint' },
  { id: 4, name: 'Tomato', family: 'Nightshade' },
  { id: 5, name: 'Pepper', family: 'Nightshade' },
  { id: 6, name: 'Carrot', family: 'Parsley' },
  { id: 7, name: 'Fennel', family: 'Parsley' },
];

// Replaces the footer's row count: the default one counts the top-level rows, here the groups.
function GroupAndRowCount(props: GridRowCountProps) {
  const { rowCount: _rowCount, visibleRowCount: _visibleRowCount, ...other } = props;
  const apiRef = useGridApiContext();
  const groups = useGridSelector(apiRef, gridFilteredTopLevelRowCountSelector);
  const plants = useGridSelector(apiRef, gridFilteredDescendantRowCountSelector);
  return (
    <Box {...other} sx={{ px: 2 }}>
      <Typography variant="body2">
        {groups} families, {plants} plants
      </Typography>
    </Box>
  );
}

export default function RowGroupingFooterCount() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        slots={{ footerRowCount: GroupAndRowCount }}
        initialState={{ rowGrouping: { model: ['family'] } }}
      />
    </Box>
  );
}
