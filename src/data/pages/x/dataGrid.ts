/** MUI X navigation: the Data Grid section, grouped as on mui.com (group paths lead to their first page). */
import type {MuiPage} from '../types';
import {writtenIn} from '../sourceFile';

export const dataGridPages: MuiPage = writtenIn('src/data/pages/x/dataGrid.ts', {
  pathname: '/x/react-data-grid-group',
  title: 'Data Grid',
  children: [
    {pathname: '/x/react-data-grid', title: 'Overview'},
    {pathname: '/x/react-data-grid/getting-started', title: 'Quickstart'},
    {pathname: '/x/react-data-grid/features', title: 'Features'},
    {
      pathname: '/x/react-data-grid/demos-group',
      title: 'Demos',
      children: [
        {pathname: '/x/react-data-grid/demos/real-time-data', title: 'Real-time data'},
        {pathname: '/x/react-data-grid/demos/time-off-calendar', title: 'Time off calendar'},
        {pathname: '/x/react-data-grid/demos/inventory', title: 'Inventory'},
      ],
    },
    {
      pathname: '/x/react-data-grid/main-features',
      subheader: 'Main features',
      children: [
        {pathname: '/x/react-data-grid/layout', title: 'Layout'},
        {
          pathname: '/x/react-data-grid/columns',
          title: 'Columns',
          children: [
            {pathname: '/x/react-data-grid/column-definition', title: 'Column definition'},
            {pathname: '/x/react-data-grid/column-dimensions', title: 'Column dimensions'},
            {pathname: '/x/react-data-grid/column-visibility', title: 'Column visibility'},
            {pathname: '/x/react-data-grid/custom-columns', title: 'Custom columns'},
            {pathname: '/x/react-data-grid/column-header', title: 'Column header'},
            {pathname: '/x/react-data-grid/column-menu', title: 'Column menu'},
            {pathname: '/x/react-data-grid/column-spanning', title: 'Column spanning'},
            {pathname: '/x/react-data-grid/column-groups', title: 'Column groups'},
            {pathname: '/x/react-data-grid/column-ordering', title: 'Column reordering', plan: 'pro'},
            {pathname: '/x/react-data-grid/column-pinning', title: 'Column pinning', plan: 'pro'},
            {pathname: '/x/react-data-grid/column-recipes', title: 'Recipes'},
          ],
        },
        {
          pathname: '/x/react-data-grid/rows',
          title: 'Rows',
          children: [
            {pathname: '/x/react-data-grid/row-definition', title: 'Row definition'},
            {pathname: '/x/react-data-grid/row-updates', title: 'Row updates'},
            {pathname: '/x/react-data-grid/row-height', title: 'Row height'},
            {pathname: '/x/react-data-grid/row-spanning', title: 'Row spanning', newFeature: true},
            {pathname: '/x/react-data-grid/master-detail', title: 'Master-detail row panels', plan: 'pro'},
            {pathname: '/x/react-data-grid/row-ordering', title: 'Row reordering', plan: 'pro'},
            {pathname: '/x/react-data-grid/row-pinning', title: 'Row pinning', plan: 'pro'},
            {pathname: '/x/react-data-grid/row-recipes', title: 'Recipes'},
          ],
        },
        {pathname: '/x/react-data-grid/cells', title: 'Cells'},
        {
          pathname: '/x/react-data-grid/editing-group',
          title: 'Editing',
          children: [
            {pathname: '/x/react-data-grid/editing', title: 'Overview'},
            {pathname: '/x/react-data-grid/editing/persistence', title: 'Persistence'},
            {pathname: '/x/react-data-grid/editing/custom-edit-component', title: 'Custom edit component'},
            {pathname: '/x/react-data-grid/editing/editing-events', title: 'Editing events'},
            {pathname: '/x/react-data-grid/recipes-editing', title: 'Recipes'},
          ],
        },
        {pathname: '/x/react-data-grid/sorting', title: 'Sorting'},
        {
          pathname: '/x/react-data-grid/filtering-group',
          title: 'Filtering',
          children: [
            {pathname: '/x/react-data-grid/filtering', title: 'Overview'},
            {pathname: '/x/react-data-grid/filtering/customization', title: 'Customization'},
            {pathname: '/x/react-data-grid/filtering/quick-filter', title: 'Quick filter'},
            {pathname: '/x/react-data-grid/filtering/server-side', title: 'Server-side filtering'},
            {pathname: '/x/react-data-grid/filtering/multi-filters', title: 'Multi-filters', plan: 'pro'},
            {pathname: '/x/react-data-grid/filtering/header-filters', title: 'Header filters', plan: 'pro'},
            {pathname: '/x/react-data-grid/filtering-recipes', title: 'Recipes'},
          ],
        },
        {pathname: '/x/react-data-grid/pagination', title: 'Pagination'},
        {
          pathname: '/x/react-data-grid/selection',
          title: 'Selection',
          children: [
            {pathname: '/x/react-data-grid/row-selection', title: 'Row selection'},
            {pathname: '/x/react-data-grid/cell-selection', title: 'Cell selection', plan: 'premium'},
          ],
        },
        {pathname: '/x/react-data-grid/density', title: 'Density'},
        {pathname: '/x/react-data-grid/toolbar', title: 'Toolbar'},
        {pathname: '/x/react-data-grid/virtualization', title: 'Virtualization'},
        {pathname: '/x/react-data-grid/accessibility', title: 'Accessibility'},
        {pathname: '/x/react-data-grid/localization', title: 'Localization'},
      ],
    },
    {
      pathname: '/x/react-data-grid/advanced-features-group',
      subheader: 'Advanced features',
      children: [
        {pathname: '/x/react-data-grid/tree-data', title: 'Tree data', plan: 'pro'},
        {
          pathname: '/x/react-data-grid/row-grouping-group',
          title: 'Row grouping',
          children: [
            {pathname: '/x/react-data-grid/row-grouping', title: 'Overview', plan: 'premium'},
            {pathname: '/x/react-data-grid/recipes-row-grouping', title: 'Recipes', plan: 'premium'},
          ],
        },
        {pathname: '/x/react-data-grid/aggregation', title: 'Aggregation', plan: 'premium'},
        {
          pathname: '/x/react-data-grid/pivoting-group',
          title: 'Pivoting',
          children: [
            {pathname: '/x/react-data-grid/pivoting', title: 'Overview', plan: 'premium'},
            {pathname: '/x/react-data-grid/pivoting-explained', title: 'Understanding pivoting', plan: 'premium'},
          ],
        },
        {pathname: '/x/react-data-grid/export', title: 'Export'},
        {pathname: '/x/react-data-grid/clipboard', title: 'Copy and paste'},
        {pathname: '/x/react-data-grid/undo-redo', title: 'Undo and redo', plan: 'premium', newFeature: true},
        {pathname: '/x/react-data-grid/scrolling', title: 'Scrolling'},
        {pathname: '/x/react-data-grid/list-view', title: 'List view', plan: 'pro'},
        {
          pathname: '/x/react-data-grid/server-side-data-group',
          title: 'Server-side data',
          children: [
            {pathname: '/x/react-data-grid/server-side-data', title: 'Overview'},
            {pathname: '/x/react-data-grid/server-side-data/tree-data', title: 'Tree data', plan: 'pro'},
            {pathname: '/x/react-data-grid/server-side-data/lazy-loading', title: 'Lazy loading', plan: 'pro'},
            {pathname: '/x/react-data-grid/server-side-data/row-grouping', title: 'Row grouping', plan: 'premium'},
            {pathname: '/x/react-data-grid/server-side-data/aggregation', title: 'Aggregation', plan: 'premium'},
            {pathname: '/x/react-data-grid/server-side-data/pivoting', title: 'Pivoting', plan: 'premium'},
            {pathname: '/x/react-data-grid/server-side-data/recipes', title: 'Recipes'},
          ],
        },
        {pathname: '/x/react-data-grid/charts-integration', title: 'Charts integration', plan: 'premium', unstable: true},
        {pathname: '/x/react-data-grid/ai-assistant', title: 'AI Assistant', plan: 'premium', newFeature: true},
      ],
    },
    {
      pathname: '/x/react-data-grid/components-group',
      subheader: 'Components',
      children: [
        {pathname: '/x/react-data-grid/components/usage', title: 'Usage'},
        {pathname: '/x/react-data-grid/components/toolbar', title: 'Toolbar'},
        {pathname: '/x/react-data-grid/components/export', title: 'Export'},
        {pathname: '/x/react-data-grid/components/quick-filter', title: 'Quick Filter'},
        {pathname: '/x/react-data-grid/components/columns-panel', title: 'Columns Panel', planned: true},
        {pathname: '/x/react-data-grid/components/filter-panel', title: 'Filter Panel', planned: true},
        {pathname: '/x/react-data-grid/components/prompt-field', title: 'Prompt Field', plan: 'premium'},
        {pathname: '/x/react-data-grid/components/pivot-panel', title: 'Pivot Panel', plan: 'premium', planned: true},
        {pathname: '/x/react-data-grid/components/charts-panel', title: 'Charts Panel', plan: 'premium', planned: true},
        {pathname: '/x/react-data-grid/components/ai-assistant-panel', title: 'AI Assistant Panel', plan: 'premium', planned: true},
      ],
    },
    {
      pathname: '/x/react-data-grid/customization-group',
      subheader: 'Customization',
      children: [
        {pathname: '/x/react-data-grid/style', title: 'Styling basics'},
        {pathname: '/x/react-data-grid/style-recipes', title: 'Styling recipes'},
        {pathname: '/x/react-data-grid/overlays', title: 'Overlays'},
        {pathname: '/x/react-data-grid/components', title: 'Custom subcomponents'},
      ],
    },
    {
      pathname: '/x/react-data-grid/resources-group',
      subheader: 'Resources',
      children: [
        {pathname: '/x/react-data-grid/api-object', title: 'API object'},
        {pathname: '/x/react-data-grid/events', title: 'Events'},
        {pathname: '/x/react-data-grid/state', title: 'State'},
        {pathname: '/x/react-data-grid/performance', title: 'Performance'},
        // Filled at build time with one page per component (src/data/apiPackages.ts).
        {pathname: '/x/api/data-grid-group', title: 'API reference', children: []},
      ],
    },
    {
      pathname: '/x/tutorials',
      subheader: 'Tutorials',
      children: [{pathname: '/x/react-data-grid/tutorials/server-side-data', title: 'Server-side data'}],
    },
  ],
});
