/** MUI X navigation: the Charts section. */
import type {MuiPage} from '../types';

export const chartsPages: MuiPage = {
  pathname: '/x/react-charts-group',
  title: 'Charts',
  children: [
    {pathname: '/x/react-charts', title: 'Overview'},
    {pathname: '/x/react-charts/bars'},
    {pathname: '/x/react-charts/heatmap', plan: 'pro', newFeature: true},
    {pathname: '/x/react-charts/range-bar', plan: 'pro', planned: true},
    // Filled at build time with one page per component (src/data/apiPackages.ts).
    {pathname: '/x/api/charts-group', title: 'API reference', children: []},
  ],
};
