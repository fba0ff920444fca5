/** Navigation of MUI X: the introduction, one section per component family and the migration guides, each family in its own module under x/. */
import type {MuiPage} from './types';
import {dataGridPages} from './x/dataGrid';
import {datePickersPages} from './x/datePickers';
import {chartsPages} from './x/charts';
import {treeViewPages} from './x/treeView';
import {migrationPages} from './x/migration';

const xPages: readonly MuiPage[] = [
  {
    pathname: '/x/introduction-group',
    title: 'Introduction',
    children: [
      {pathname: '/x/introduction', title: 'Overview'},
      {pathname: '/x/introduction/installation', title: 'Installation'},
      {pathname: '/x/introduction/licensing', title: 'Licensing'},
      {pathname: '/x/introduction/support', title: 'Support'},
      {pathname: '/x/introduction/mcp', title: 'AI support via MCP', newFeature: true},
      {pathname: '/x/introduction/priority-support', title: 'Priority support', plan: 'premium', newFeature: true},
      {pathname: '/x/guides/telemetry', title: 'Telemetry', plan: 'pro'},
      {pathname: '/x/introduction/roadmap', title: 'Roadmap'},
    ],
  },
  {
    pathname: '/x/common-concepts-group',
    title: 'Common concepts',
    children: [{pathname: '/x/common-concepts/custom-components', title: 'Slots and subcomponents'}],
  },
  dataGridPages,
  datePickersPages,
  chartsPages,
  treeViewPages,
  migrationPages,
];

export default xPages;
