import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_FIELD,
  GridColDef,
  GridEventListener,
  GridRowParams,
  useGridApiRef,
} from '@mui/x-data-grid-pro';

interface Recipe {
  id: number;
  dish: string;
  time: string;
  method: string;
}

const rows: Recipe[] = [
  { id: 1, dish: 'Lentil soup', time: '40 min', method: 'Soften onion and carrot, add lentils and stock, simmer for 30 minutes and blend half.' },
  { id: 2, dish: 'Focaccia', time: '3 h', method: 'Mix, rest for two hours, stretch into the tin, dimple with oil and bake at 220 °C.' },
  { id: 3, dish: 'Green curry', time: '30 min', method: 'Fry the paste, add coconut milk and vegetables, finish with basil and lime.' },
];

const columns: GridColDef<Recipe>[] = [
  { field: 'dish', headerName: 'Dish', flex: 1, minWidth: 180 },
  { field: 'time', headerName: 'Time', width: 100 },
];

export default function RowRecipesRowClick() {
  const apiRef = useGridApiRef();

  // A click anywhere in the row opens or closes its panel.
  const handleRowClick = React.useCallback<GridEventListener<'rowClick'>>(
    (params, event) => {
      // The toggle button already toggles the panel itself.
      const target = event.target as HTMLElement;
      if (target.closest(`[data-field="${GRID_DETAIL_PANEL_TOGGLE_FIELD}"]`)) {
        return;
      }
      apiRef.current?.toggleDetailPanel(params.id);
    },
    [apiRef],
  );

  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<Recipe>) => (
      <Box sx={{ px: 6, py: 1.5 }}>
        <Typography variant="body2">{row.method}</Typography>
      </Box>
    ),
    [],
  );
  const getDetailPanelHeight = React.useCallback(() => 'auto' as const, []);

  return (
    <Box sx={{ height: 320, width: '100%', '& .MuiDataGrid-row': { cursor: 'pointer' } }}>
      <DataGridPro
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        onRowClick={handleRowClick}
        hideFooter
      />
    </Box>
  );
}
