/** Navigation of MUI X: data grid, date pickers, charts, tree view. */
import type {MuiPage} from './types';

const xPages: readonly MuiPage[] = [
  {pathname: '/x/introduction', title: 'Introduction', icon: 'DescriptionIcon'},
  {
    pathname: '/x/react-data-grid-group',
    title: 'Data Grid',
    children: [
      {pathname: '/x/react-data-grid', title: 'Overview'},
      {pathname: '/x/react-data-grid/tree-data', plan: 'pro'},
      {pathname: '/x/react-data-grid/row-grouping', plan: 'premium'},
    ],
  },
  {
    pathname: '/x/react-date-pickers-group',
    title: 'Date and Time Pickers',
    children: [
      {pathname: '/x/react-date-pickers', title: 'Overview'},
      {pathname: '/x/react-date-pickers/date-range-picker', plan: 'pro'},
    ],
  },
  {
    pathname: '/x/react-charts-group',
    title: 'Charts',
    children: [
      {pathname: '/x/react-charts', title: 'Overview'},
      {pathname: '/x/react-charts/bars'},
      {pathname: '/x/react-charts/heatmap', plan: 'pro', newFeature: true},
      {pathname: '/x/react-charts/range-bar', plan: 'pro', planned: true},
    ],
  },
  {
    pathname: '/x/react-tree-view-group',
    title: 'Tree View',
    children: [
      {pathname: '/x/react-tree-view', title: 'Overview'},
      {pathname: '/x/react-tree-view/rich-tree-view/lazy-loading', plan: 'pro', beta: true},
    ],
  },
];

export default xPages;
