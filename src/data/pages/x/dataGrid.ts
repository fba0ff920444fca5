/** MUI X navigation: the Data Grid section. */
import type {MuiPage} from '../types';
import {writtenIn} from '../sourceFile';

export const dataGridPages: MuiPage = writtenIn('src/data/pages/x/dataGrid.ts', {
  pathname: '/x/react-data-grid-group',
  title: 'Data Grid',
  children: [
    {pathname: '/x/react-data-grid', title: 'Overview'},
    {pathname: '/x/react-data-grid/getting-started', title: 'Getting started'},
    {pathname: '/x/react-data-grid/layout', title: 'Layout'},
    {pathname: '/x/react-data-grid/columns', title: 'Column definition'},
    {pathname: '/x/react-data-grid/column-dimensions', title: 'Column dimensions'},
    {pathname: '/x/react-data-grid/column-visibility', title: 'Column visibility'},
    {pathname: '/x/react-data-grid/column-header', title: 'Column header'},
    {pathname: '/x/react-data-grid/column-menu', title: 'Column menu'},
    {pathname: '/x/react-data-grid/column-spanning', title: 'Column spanning'},
    {pathname: '/x/react-data-grid/column-groups', title: 'Column groups'},
    {pathname: '/x/react-data-grid/rows', title: 'Rows'},
    {pathname: '/x/react-data-grid/row-updates', title: 'Row updates'},
    {pathname: '/x/react-data-grid/row-height', title: 'Row height'},
    {pathname: '/x/react-data-grid/row-spanning', title: 'Row spanning', newFeature: true},
    {pathname: '/x/react-data-grid/editing', title: 'Editing'},
    {pathname: '/x/react-data-grid/sorting', title: 'Sorting'},
    {pathname: '/x/react-data-grid/filtering', title: 'Filtering'},
    {pathname: '/x/react-data-grid/pagination', title: 'Pagination'},
    {pathname: '/x/react-data-grid/selection', title: 'Row selection'},
    {pathname: '/x/react-data-grid/export', title: 'Export'},
    {pathname: '/x/react-data-grid/toolbar', title: 'Toolbar'},
    {pathname: '/x/react-data-grid/styling', title: 'Styling'},
    {pathname: '/x/react-data-grid/density', title: 'Density'},
    {pathname: '/x/react-data-grid/localization', title: 'Localization'},
    {pathname: '/x/react-data-grid/accessibility', title: 'Accessibility'},
    {pathname: '/x/react-data-grid/virtualization', title: 'Virtualization'},
    {pathname: '/x/react-data-grid/scrolling', title: 'Scrolling'},
    {pathname: '/x/react-data-grid/overlays', title: 'Overlays'},
    {pathname: '/x/react-data-grid/events', title: 'Events'},
    {pathname: '/x/react-data-grid/api-object', title: 'API object'},
    {pathname: '/x/react-data-grid/tree-data', plan: 'pro'},
    {pathname: '/x/react-data-grid/row-grouping', plan: 'premium'},
    // Filled at build time with one page per component (src/data/apiPackages.ts).
    {pathname: '/x/api/data-grid-group', title: 'API reference', children: []},
  ],
});
