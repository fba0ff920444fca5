/** MUI X navigation: the Charts section, grouped as on mui.com (group paths lead to their first page). */
import type {MuiPage} from '../types';
import {writtenIn} from '../sourceFile';

export const chartsPages: MuiPage = writtenIn('src/data/pages/x/charts.ts', {
  pathname: '/x/react-charts-group',
  title: 'Charts',
  children: [
    {pathname: '/x/react-charts', title: 'Overview'},
    {pathname: '/x/react-charts/getting-started', title: 'Quickstart'},
    {pathname: '/x/react-charts/examples', title: 'Examples'},
    {
      pathname: '/x/react-chart-components',
      subheader: 'Components',
      children: [
        {
          pathname: '/x/react-charts-bars',
          title: 'Bars',
          children: [
            {pathname: '/x/react-charts/bars', title: 'Bars overview'},
            {pathname: '/x/react-charts/range-bar', title: 'Range bar', plan: 'premium', newFeature: true},
            {pathname: '/x/react-charts/bar-demo', title: 'Demos'},
          ],
        },
        {
          pathname: '/x/react-charts-lines',
          title: 'Lines',
          children: [
            {pathname: '/x/react-charts/lines', title: 'Lines overview'},
            {pathname: '/x/react-charts/areas', title: 'Areas'},
            {pathname: '/x/react-charts/line-demo', title: 'Line demos'},
            {pathname: '/x/react-charts/areas-demo', title: 'Area demos'},
          ],
        },
        {
          pathname: '/x/react-charts-pie',
          title: 'Pie',
          children: [
            {pathname: '/x/react-charts/pie', title: 'Pie overview'},
            {pathname: '/x/react-charts/pie-demo', title: 'Demos'},
          ],
        },
        {
          pathname: '/x/react-charts-scatter',
          title: 'Scatter',
          children: [
            {pathname: '/x/react-charts/scatter', title: 'Scatter overview'},
            {pathname: '/x/react-charts/scatter-demo', title: 'Demos'},
          ],
        },
        {pathname: '/x/react-charts/sparkline', title: 'Sparkline'},
        {pathname: '/x/react-charts/gauge', title: 'Gauge'},
        {pathname: '/x/react-charts/radar', title: 'Radar'},
        {pathname: '/x/react-charts/heatmap', title: 'Heatmap', plan: 'pro'},
        {
          pathname: '/x/react-charts-funnel',
          title: 'Funnel',
          children: [
            {pathname: '/x/react-charts/funnel', title: 'Funnel overview', plan: 'pro'},
            {pathname: '/x/react-charts/pyramid', title: 'Pyramid', plan: 'pro'},
          ],
        },
        {pathname: '/x/react-charts/sankey', title: 'Sankey', plan: 'pro', unstable: true},
      ],
    },
    {
      pathname: '/x/react-charts/main-features',
      subheader: 'Main features',
      children: [
        {pathname: '/x/react-charts/animation', title: 'Animation'},
        {pathname: '/x/react-charts/axis', title: 'Axis'},
        {pathname: '/x/react-charts/brush', title: 'Brush'},
        {pathname: '/x/react-charts/components', title: 'Custom components'},
        {pathname: '/x/react-charts/composition', title: 'Composition'},
        {pathname: '/x/react-charts/data-grid-integration', title: 'Data Grid integration', plan: 'premium', unstable: true},
        {pathname: '/x/react-charts/export', title: 'Export', plan: 'pro'},
        {pathname: '/x/react-charts/highlighting', title: 'Highlighting'},
        {pathname: '/x/react-charts/label', title: 'Labels'},
        {pathname: '/x/react-charts/legend', title: 'Legend'},
        {pathname: '/x/react-charts/localization', title: 'Localization'},
        {pathname: '/x/react-charts/stacking', title: 'Stacking'},
        {pathname: '/x/react-charts/styling', title: 'Styling'},
        {pathname: '/x/react-charts/toolbar', title: 'Toolbar'},
        {pathname: '/x/react-charts/tooltip', title: 'Tooltip'},
        {pathname: '/x/react-charts/zoom-and-pan', title: 'Zoom and pan', plan: 'pro'},
        {pathname: '/x/react-charts/content-security-policy', title: 'Content Security Policy'},
      ],
    },
    {
      pathname: '/x/react-charts/resources-group',
      subheader: 'Resources',
      children: [
        // Filled at build time with one page per component (src/data/apiPackages.ts).
        {pathname: '/x/api/charts-group', title: 'API reference', children: []},
        {
          pathname: '/x/react-charts/hooks-group',
          title: 'Hooks',
          children: [
            {pathname: '/x/react-charts/hooks', title: 'Overview'},
            {pathname: '/x/react-charts/hooks/use-series', title: 'useSeries'},
            {pathname: '/x/react-charts/hooks/use-legend', title: 'useLegend'},
            {pathname: '/x/react-charts/hooks/use-drawing-area', title: 'useDrawingArea'},
            {pathname: '/x/react-charts/hooks/use-scale', title: 'useScale'},
            {pathname: '/x/react-charts/hooks/use-axes', title: 'useAxes'},
            {pathname: '/x/react-charts/hooks/use-dataset', title: 'useDataset'},
          ],
        },
        {pathname: '/x/react-charts/plugins', title: 'Plugins'},
      ],
    },
  ],
});
