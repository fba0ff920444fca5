/** MUI X navigation: the Tree View section. */
import type {MuiPage} from '../types';

export const treeViewPages: MuiPage = {
  pathname: '/x/react-tree-view-group',
  title: 'Tree View',
  children: [
    {pathname: '/x/react-tree-view', title: 'Overview'},
    {pathname: '/x/react-tree-view/rich-tree-view/lazy-loading', plan: 'pro', beta: true},
    // Filled at build time with one page per component (src/data/apiPackages.ts).
    {pathname: '/x/api/tree-view-group', title: 'API reference', children: []},
  ],
};
