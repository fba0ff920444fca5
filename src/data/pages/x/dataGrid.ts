/** MUI X navigation: the Data Grid section. */
import type {MuiPage} from '../types';

export const dataGridPages: MuiPage = {
  pathname: '/x/react-data-grid-group',
  title: 'Data Grid',
  children: [
    {pathname: '/x/react-data-grid', title: 'Overview'},
    {pathname: '/x/react-data-grid/tree-data', plan: 'pro'},
    {pathname: '/x/react-data-grid/row-grouping', plan: 'premium'},
    // Filled at build time with one page per component (src/data/apiPackages.ts).
    {pathname: '/x/api/data-grid-group', title: 'API reference', children: []},
  ],
};
