/** MUI X navigation: the Tree View section. */
import type {MuiPage} from '../types';
import {writtenIn} from '../sourceFile';

export const treeViewPages: MuiPage = writtenIn('src/data/pages/x/treeView.ts', {
  pathname: '/x/react-tree-view-group',
  title: 'Tree View',
  children: [
    {pathname: '/x/react-tree-view', title: 'Overview'},
    {pathname: '/x/react-tree-view/getting-started', title: 'Getting started'},
    {
      pathname: '/x/react-tree-view/simple-tree-view-group',
      title: 'Simple Tree View',
      children: [
        {pathname: '/x/react-tree-view/simple-tree-view/items', title: 'Items'},
        {pathname: '/x/react-tree-view/simple-tree-view/selection', title: 'Selection'},
        {pathname: '/x/react-tree-view/simple-tree-view/expansion', title: 'Expansion'},
        {pathname: '/x/react-tree-view/simple-tree-view/customization', title: 'Customization'},
      ],
    },
    {
      pathname: '/x/react-tree-view/rich-tree-view-group',
      title: 'Rich Tree View',
      children: [
        {pathname: '/x/react-tree-view/rich-tree-view/items', title: 'Items'},
        {pathname: '/x/react-tree-view/rich-tree-view/selection', title: 'Selection'},
        {pathname: '/x/react-tree-view/rich-tree-view/expansion', title: 'Expansion'},
        {pathname: '/x/react-tree-view/rich-tree-view/editing', title: 'Label editing', newFeature: true},
        {pathname: '/x/react-tree-view/rich-tree-view/lazy-loading', title: 'Lazy loading', plan: 'pro', newFeature: true},
      ],
    },
    // Filled at build time with one page per component (src/data/apiPackages.ts).
    {pathname: '/x/api/tree-view-group', title: 'API reference', children: []},
  ],
});
