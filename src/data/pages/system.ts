/** Navigation of MUI System: the /system/ sections. */
import type {MuiPage} from './types';

const systemPages: readonly MuiPage[] = [
  {
    pathname: '/system/getting-started-group',
    title: 'Getting started',
    children: [
      {pathname: '/system/getting-started', title: 'Overview'},
      {pathname: '/system/getting-started/installation'},
      {pathname: '/system/getting-started/usage'},
      {pathname: '/system/getting-started/the-sx-prop', title: 'The sx prop'},
    ],
  },
  {
    pathname: '/system/style-utilities',
    title: 'Style utilities',
    children: [
      {pathname: '/system/spacing'},
      {pathname: '/system/borders'},
    ],
  },
  {
    pathname: '/system/components',
    title: 'Components',
    children: [
      {pathname: '/system/react-box'},
      {pathname: '/system/react-stack'},
    ],
  },
  {
    pathname: '/system/migration',
    title: 'Migration',
    children: [{pathname: '/system/migration/upgrade-to-v7', title: 'Upgrade to v7'}],
  },
  {
    pathname: '/system/api-group',
    title: 'APIs',
    children: [{pathname: '/system/api/box'}],
  },
  {
    pathname: '/system/experimental-api',
    title: 'Experimental APIs',
    children: [
      {pathname: '/system/experimental-api/configure-the-sx-prop', title: 'Configure the sx prop'},
    ],
  },
  {
    pathname: '/system/styles-group',
    title: 'Styles',
    children: [
      {pathname: '/system/styles/basics', deprecated: true},
      {pathname: '/system/styles/api', title: 'API', deprecated: true},
    ],
  },
];

export default systemPages;
