import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import UnfoldLessIcon from '@mui/icons-material/UnfoldLess';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  GridColDef,
  GridRowId,
  GridRowParams,
  gridDataRowIdsSelector,
  gridDetailPanelExpandedRowIdsSelector,
  gridDetailPanelExpandedRowsContentCacheSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid-pro';

interface Release {
  id: string;
  version: string;
  date: string;
  notes: string;
}

const rows: Release[] = [
  { id: '3.2.0', version: '3.2.0', date: '2026-04-14', notes: 'Adds CSV import and a dark theme. Fixes two memory leaks in the editor.' },
  { id: '3.1.1', version: '3.1.1', date: '2026-03-30', notes: 'Fixes the date picker on Safari.' },
  { id: '3.1.0', version: '3.1.0', date: '2026-03-17', notes: 'New keyboard shortcuts for the board view. Faster search.' },
  { id: '3.0.0', version: '3.0.0', date: '2026-02-20', notes: 'Redesigned navigation. Drops support for the legacy API tokens.' },
];

// A header button that opens or closes every panel.
function ExpandAllHeader() {
  const apiRef = useGridApiContext();
  const expanded = useGridSelector(apiRef, gridDetailPanelExpandedRowIdsSelector);
  const rowIds = useGridSelector(apiRef, gridDataRowIdsSelector);
  const contentCache = useGridSelector(apiRef, gridDetailPanelExpandedRowsContentCacheSelector);

  // Only rows that have a panel can be expanded.
  const idsWithPanel = rowIds.filter((id) => contentCache[id] != null);
  const anyOpen = expanded.size > 0;

  const toggleAll = () => {
    apiRef.current.setExpandedDetailPanels(
      anyOpen ? new Set<GridRowId>() : new Set<GridRowId>(idsWithPanel),
    );
  };

  return (
    <IconButton
      size="small"
      onClick={toggleAll}
      aria-label={anyOpen ? 'Collapse all release notes' : 'Expand all release notes'}
    >
      {anyOpen ? <UnfoldLessIcon fontSize="inherit" /> : <UnfoldMoreIcon fontSize="inherit" />}
    </IconButton>
  );
}

const columns: GridColDef<Release>[] = [
  { ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF, renderHeader: () => <ExpandAllHeader /> },
  { field: 'version', headerName: 'Version', width: 120 },
  { field: 'date', headerName: 'Released', width: 140 },
];

export default function RowRecipesExpandAll() {
  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<Release>) => (
      <Box sx={{ px: 6, py: 1.5 }}>
        <Typography variant="body2">{row.notes}</Typography>
      </Box>
    ),
    [],
  );
  const getDetailPanelHeight = React.useCallback(() => 'auto' as const, []);

  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        hideFooter
      />
    </Box>
  );
}
