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
      {pathname: '/system/getting-started/custom-components', title: 'Custom components'},
    ],
  },
  {
    pathname: '/system/style-utilities',
    title: 'Style utilities',
    children: [
      {pathname: '/system/properties'},
      {pathname: '/system/borders'},
      {pathname: '/system/display'},
      {pathname: '/system/flexbox'},
      {pathname: '/system/grid', title: 'CSS Grid'},
      {pathname: '/system/palette'},
      {pathname: '/system/positions'},
      {pathname: '/system/shadows'},
      {pathname: '/system/sizing'},
      {pathname: '/system/spacing'},
      {pathname: '/system/screen-readers'},
      {pathname: '/system/typography'},
      {pathname: '/system/styled', title: 'styled()'},
    ],
  },
  {
    pathname: '/system/components',
    title: 'Components',
    children: [
      {pathname: '/system/react-box'},
      {pathname: '/system/react-container'},
      {pathname: '/system/react-grid'},
      {pathname: '/system/react-stack'},
    ],
  },
  {
    pathname: '/system/customization',
    title: 'Customization',
    children: [
      {pathname: '/system/customization/theme'},
      {pathname: '/system/customization/color-manipulation'},
    ],
  },
  {
    pathname: '/system/migration',
    title: 'Migration',
    children: [
      {pathname: '/system/migration/upgrade-to-v7', title: 'Upgrade to v7'},
      {pathname: '/system/migration/migrating-to-v6', title: 'Migrating to v6'},
    ],
  },
  {
    pathname: '/system/api-group',
    title: 'APIs',
    children: [
      {pathname: '/system/api/box', title: 'Box'},
      {pathname: '/system/api/container', title: 'Container'},
      {pathname: '/system/api/create-theme', title: 'createTheme'},
      {pathname: '/system/api/grid', title: 'Grid'},
      {pathname: '/system/api/stack', title: 'Stack'},
      {pathname: '/system/api/styled', title: 'styled'},
      {pathname: '/system/api/use-theme', title: 'useTheme'},
    ],
  },
  {
    pathname: '/system/experimental-api',
    title: 'Experimental APIs',
    children: [
      {pathname: '/system/experimental-api/configure-the-sx-prop', title: 'Configure the sx prop'},
      {pathname: '/system/experimental-api/css-theme-variables', title: 'CSS theme variables'},
    ],
  },
  {
    pathname: '/system/styles-group',
    title: 'Styles',
    children: [
      {pathname: '/system/styles/basics', deprecated: true},
      {pathname: '/system/styles/advanced', title: 'Advanced', deprecated: true},
      {pathname: '/system/styles/api', title: 'API', deprecated: true},
    ],
  },
];

export default systemPages;
