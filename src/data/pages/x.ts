/** Navigation of MUI X: one section per component family, each in its own module under x/. */
import type {MuiPage} from './types';
import {dataGridPages} from './x/dataGrid';
import {datePickersPages} from './x/datePickers';
import {chartsPages} from './x/charts';
import {treeViewPages} from './x/treeView';
import {migrationPages} from './x/migration';

const xPages: readonly MuiPage[] = [
  {pathname: '/x/introduction', title: 'Introduction', icon: 'DescriptionIcon'},
  dataGridPages,
  datePickersPages,
  chartsPages,
  treeViewPages,
  migrationPages,
];

export default xPages;
