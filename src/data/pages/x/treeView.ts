/** MUI X navigation: the Tree View section, grouped as on mui.com (group paths lead to their first page). */
import type {MuiPage} from '../types';
import {writtenIn} from '../sourceFile';

export const treeViewPages: MuiPage = writtenIn('src/data/pages/x/treeView.ts', {
  pathname: '/x/react-tree-view-group',
  title: 'Tree View',
  children: [
    {pathname: '/x/react-tree-view', title: 'Overview'},
    {pathname: '/x/react-tree-view/getting-started', title: 'Quickstart'},
    {
      pathname: '/x/react-tree-view/simple-tree-view',
      subheader: 'Simple Tree View',
      children: [
        {pathname: '/x/react-tree-view/simple-tree-view/items', title: 'Items'},
        {pathname: '/x/react-tree-view/simple-tree-view/selection', title: 'Selection'},
        {pathname: '/x/react-tree-view/simple-tree-view/expansion', title: 'Expansion'},
        {pathname: '/x/react-tree-view/simple-tree-view/customization', title: 'Customization'},
        {pathname: '/x/react-tree-view/simple-tree-view/focus', title: 'Focus'},
      ],
    },
    {
      pathname: '/x/react-tree-view/rich-tree-view',
      subheader: 'Rich Tree View',
      children: [
        {pathname: '/x/react-tree-view/rich-tree-view/items', title: 'Items'},
        {pathname: '/x/react-tree-view/rich-tree-view/selection', title: 'Selection'},
        {pathname: '/x/react-tree-view/rich-tree-view/expansion', title: 'Expansion'},
        {pathname: '/x/react-tree-view/rich-tree-view/customization', title: 'Customization'},
        {pathname: '/x/react-tree-view/rich-tree-view/focus', title: 'Focus'},
        {pathname: '/x/react-tree-view/rich-tree-view/editing', title: 'Label editing', newFeature: true},
        {pathname: '/x/react-tree-view/rich-tree-view/lazy-loading', title: 'Lazy loading', plan: 'pro', newFeature: true},
        {pathname: '/x/react-tree-view/rich-tree-view/ordering', title: 'Ordering', plan: 'pro', newFeature: true},
      ],
    },
    {
      pathname: '/x/react-tree-view/main-features',
      subheader: 'Main features',
      children: [
        {pathname: '/x/react-tree-view/accessibility', title: 'Accessibility'},
        {pathname: '/x/react-tree-view/tree-item-customization', title: 'Item customization'},
      ],
    },
    {
      pathname: '/x/react-tree-view/resources-group',
      subheader: 'Resources',
      children: [
        // Filled at build time with one page per component (src/data/apiPackages.ts).
        {pathname: '/x/api/tree-view-group', title: 'API reference', children: []},
      ],
    },
  ],
});
