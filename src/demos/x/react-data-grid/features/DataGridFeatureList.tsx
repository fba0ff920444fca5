import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { DataGrid, GridColDef, GridRenderCellParams } from '@mui/x-data-grid';

type Plan = 'Community' | 'Pro' | 'Premium';

interface Feature {
  id: number;
  feature: string;
  area: string;
  plan: Plan;
  /** The documentation page that covers the feature. */
  page: string;
}

const PAGE = '/x/react-data-grid';

// One row per feature of the Data Grid 8.29 packages, with the lowest plan that includes it:
// Community is `@mui/x-data-grid`, Pro `@mui/x-data-grid-pro`, Premium `@mui/x-data-grid-premium`.
const FEATURES: Omit<Feature, 'id'>[] = [
  { feature: 'Column definition and types', area: 'Columns', plan: 'Community', page: `${PAGE}/column-definition` },
  { feature: 'Column resizing', area: 'Columns', plan: 'Community', page: `${PAGE}/column-dimensions` },
  { feature: 'Column autosizing', area: 'Columns', plan: 'Community', page: `${PAGE}/column-dimensions` },
  { feature: 'Column visibility', area: 'Columns', plan: 'Community', page: `${PAGE}/column-visibility` },
  { feature: 'Custom column types', area: 'Columns', plan: 'Community', page: `${PAGE}/custom-columns` },
  { feature: 'Column header customization', area: 'Columns', plan: 'Community', page: `${PAGE}/column-header` },
  { feature: 'Column menu', area: 'Columns', plan: 'Community', page: `${PAGE}/column-menu` },
  { feature: 'Column spanning', area: 'Columns', plan: 'Community', page: `${PAGE}/column-spanning` },
  { feature: 'Column groups', area: 'Columns', plan: 'Community', page: `${PAGE}/column-groups` },
  { feature: 'Column reordering', area: 'Columns', plan: 'Pro', page: `${PAGE}/column-ordering` },
  { feature: 'Column pinning', area: 'Columns', plan: 'Pro', page: `${PAGE}/column-pinning` },
  { feature: 'Row height, fixed and content-based', area: 'Rows', plan: 'Community', page: `${PAGE}/row-height` },
  { feature: 'Row updates', area: 'Rows', plan: 'Community', page: `${PAGE}/row-updates` },
  { feature: 'Infinite loading', area: 'Rows', plan: 'Pro', page: `${PAGE}/row-updates` },
  { feature: 'Row spanning', area: 'Rows', plan: 'Community', page: `${PAGE}/row-spanning` },
  { feature: 'Master-detail row panels', area: 'Rows', plan: 'Pro', page: `${PAGE}/master-detail` },
  { feature: 'Row reordering', area: 'Rows', plan: 'Pro', page: `${PAGE}/row-ordering` },
  { feature: 'Row pinning', area: 'Rows', plan: 'Pro', page: `${PAGE}/row-pinning` },
  { feature: 'Cell editing', area: 'Editing', plan: 'Community', page: `${PAGE}/editing` },
  { feature: 'Row editing', area: 'Editing', plan: 'Community', page: `${PAGE}/editing` },
  { feature: 'Saving edits (processRowUpdate)', area: 'Editing', plan: 'Community', page: `${PAGE}/editing/persistence` },
  { feature: 'Custom edit components', area: 'Editing', plan: 'Community', page: `${PAGE}/editing/custom-edit-component` },
  { feature: 'Undo and redo', area: 'Editing', plan: 'Premium', page: `${PAGE}/undo-redo` },
  { feature: 'Single-column sorting', area: 'Sorting', plan: 'Community', page: `${PAGE}/sorting` },
  { feature: 'Multi-column sorting', area: 'Sorting', plan: 'Pro', page: `${PAGE}/sorting` },
  { feature: 'Filter panel', area: 'Filtering', plan: 'Community', page: `${PAGE}/filtering` },
  { feature: 'Quick filter', area: 'Filtering', plan: 'Community', page: `${PAGE}/filtering/quick-filter` },
  { feature: 'Server-side filtering', area: 'Filtering', plan: 'Community', page: `${PAGE}/filtering/server-side` },
  { feature: 'Multi-filters', area: 'Filtering', plan: 'Pro', page: `${PAGE}/filtering/multi-filters` },
  { feature: 'Header filters', area: 'Filtering', plan: 'Pro', page: `${PAGE}/filtering/header-filters` },
  { feature: 'Pagination, up to 100 rows a page', area: 'Pagination', plan: 'Community', page: `${PAGE}/pagination` },
  { feature: 'Pages over 100 rows, or no pagination', area: 'Pagination', plan: 'Pro', page: `${PAGE}/pagination` },
  { feature: 'Row selection with checkboxes', area: 'Selection', plan: 'Community', page: `${PAGE}/row-selection` },
  { feature: 'Cell range selection', area: 'Selection', plan: 'Premium', page: `${PAGE}/cell-selection` },
  { feature: 'CSV export and print', area: 'Export and clipboard', plan: 'Community', page: `${PAGE}/export` },
  { feature: 'Excel export', area: 'Export and clipboard', plan: 'Premium', page: `${PAGE}/export` },
  { feature: 'Copy to the clipboard', area: 'Export and clipboard', plan: 'Community', page: `${PAGE}/clipboard` },
  { feature: 'Paste from the clipboard', area: 'Export and clipboard', plan: 'Premium', page: `${PAGE}/clipboard` },
  { feature: 'Tree data', area: 'Grouping and analysis', plan: 'Pro', page: `${PAGE}/tree-data` },
  { feature: 'Row grouping', area: 'Grouping and analysis', plan: 'Premium', page: `${PAGE}/row-grouping` },
  { feature: 'Aggregation', area: 'Grouping and analysis', plan: 'Premium', page: `${PAGE}/aggregation` },
  { feature: 'Pivoting', area: 'Grouping and analysis', plan: 'Premium', page: `${PAGE}/pivoting` },
  { feature: 'Charts integration', area: 'Grouping and analysis', plan: 'Premium', page: `${PAGE}/charts-integration` },
  { feature: 'AI Assistant', area: 'Grouping and analysis', plan: 'Premium', page: `${PAGE}/ai-assistant` },
  { feature: 'Prompt field component', area: 'Grouping and analysis', plan: 'Premium', page: `${PAGE}/components/prompt-field` },
  { feature: 'Data source (server-side data)', area: 'Server-side data', plan: 'Community', page: `${PAGE}/server-side-data` },
  { feature: 'Server-side tree data', area: 'Server-side data', plan: 'Pro', page: `${PAGE}/server-side-data/tree-data` },
  { feature: 'Lazy loading', area: 'Server-side data', plan: 'Pro', page: `${PAGE}/server-side-data/lazy-loading` },
  { feature: 'Server-side row grouping', area: 'Server-side data', plan: 'Premium', page: `${PAGE}/server-side-data/row-grouping` },
  { feature: 'Server-side aggregation', area: 'Server-side data', plan: 'Premium', page: `${PAGE}/server-side-data/aggregation` },
  { feature: 'Server-side pivoting', area: 'Server-side data', plan: 'Premium', page: `${PAGE}/server-side-data/pivoting` },
  { feature: 'Row and column virtualization', area: 'Rendering', plan: 'Community', page: `${PAGE}/virtualization` },
  { feature: 'Density', area: 'Rendering', plan: 'Community', page: `${PAGE}/density` },
  { feature: 'List view', area: 'Rendering', plan: 'Pro', page: `${PAGE}/list-view` },
  { feature: 'Toolbar and its components', area: 'Customization', plan: 'Community', page: `${PAGE}/components/usage` },
  { feature: 'Styling and theming', area: 'Customization', plan: 'Community', page: `${PAGE}/style` },
  { feature: 'Custom overlays', area: 'Customization', plan: 'Community', page: `${PAGE}/overlays` },
  { feature: 'Localization', area: 'Customization', plan: 'Community', page: `${PAGE}/localization` },
  { feature: 'Keyboard navigation and accessibility', area: 'Customization', plan: 'Community', page: `${PAGE}/accessibility` },
  { feature: 'API object, events and state', area: 'Customization', plan: 'Community', page: `${PAGE}/api-object` },
];

const rows: Feature[] = FEATURES.map((feature, index) => ({ id: index + 1, ...feature }));

const PLAN_COLORS = { Community: 'default', Pro: 'primary', Premium: 'secondary' } as const;

const columns: GridColDef<Feature>[] = [
  {
    field: 'feature',
    headerName: 'Feature',
    flex: 1,
    minWidth: 240,
    renderCell: (params: GridRenderCellParams<Feature, string>) => (
      <Link href={params.row.page} underline="hover">
        {params.value}
      </Link>
    ),
  },
  { field: 'area', headerName: 'Area', width: 190 },
  {
    field: 'plan',
    headerName: 'Plan',
    type: 'singleSelect',
    valueOptions: ['Community', 'Pro', 'Premium'],
    width: 130,
    renderCell: (params: GridRenderCellParams<Feature, Plan>) =>
      params.value ? (
        <Chip label={params.value} size="small" variant="outlined" color={PLAN_COLORS[params.value]} />
      ) : null,
  },
];

export default function DataGridFeatureList() {
  return (
    <Box sx={{ height: 560, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        disableRowSelectionOnClick
        pageSizeOptions={[25, 50, 100]}
        initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
      />
    </Box>
  );
}
