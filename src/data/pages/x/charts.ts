/** MUI X navigation: the Charts section. */
import type {MuiPage} from '../types';
import {writtenIn} from '../sourceFile';

export const chartsPages: MuiPage = writtenIn('src/data/pages/x/charts.ts', {
  pathname: '/x/react-charts-group',
  title: 'Charts',
  children: [
    {pathname: '/x/react-charts', title: 'Overview'},
    {pathname: '/x/react-charts/getting-started'},
    {pathname: '/x/react-charts/bars'},
    {pathname: '/x/react-charts/lines'},
    {pathname: '/x/react-charts/areas'},
    {pathname: '/x/react-charts/pie'},
    {pathname: '/x/react-charts/scatter'},
    {pathname: '/x/react-charts/sparkline'},
    {pathname: '/x/react-charts/gauge'},
    {pathname: '/x/react-charts/radar'},
    {pathname: '/x/react-charts/axis'},
    {pathname: '/x/react-charts/legend'},
    {pathname: '/x/react-charts/tooltip'},
    {pathname: '/x/react-charts/label', title: 'Labels'},
    {pathname: '/x/react-charts/stacking'},
    {pathname: '/x/react-charts/styling'},
    {pathname: '/x/react-charts/highlighting'},
    {pathname: '/x/react-charts/composition'},
    {pathname: '/x/react-charts/heatmap', plan: 'pro'},
    {pathname: '/x/react-charts/range-bar', plan: 'premium', newFeature: true},
    // Filled at build time with one page per component (src/data/apiPackages.ts).
    {pathname: '/x/api/charts-group', title: 'API reference', children: []},
  ],
});
