/** Navigation of Joy UI: the /joy-ui/ sections. */
import type {MuiPage} from './types';

const joyUiPages: readonly MuiPage[] = [
  {
    pathname: '/joy-ui/getting-started-group',
    title: 'Getting started',
    children: [
      {pathname: '/joy-ui/getting-started', title: 'Overview'},
      {pathname: '/joy-ui/getting-started/installation'},
      {pathname: '/joy-ui/getting-started/usage'},
    ],
  },
  {
    pathname: '/joy-ui/components',
    title: 'Components',
    children: [
      {
        pathname: '/joy-ui/components/inputs',
        subheader: '/joy-ui/components/inputs',
        children: [
          {pathname: '/joy-ui/react-button'},
          {pathname: '/joy-ui/react-input'},
        ],
      },
    ],
  },
  {
    pathname: '/joy-ui/api-group',
    title: 'APIs',
    // Filled at build time with one page per component (src/data/apiPackages.ts).
    children: [],
  },
  {
    pathname: '/joy-ui/customization',
    title: 'Customization',
    children: [{pathname: '/joy-ui/customization/approaches'}],
  },
  {
    pathname: '/joy-ui/integrations',
    title: 'Integrations',
    children: [
      {pathname: '/joy-ui/integrations/material-ui', title: 'Joy UI and Material UI'},
    ],
  },
  {
    pathname: '/joy-ui/migration',
    title: 'Migration',
    children: [
      {pathname: '/joy-ui/migration/migrating-default-theme', title: 'Migrating the default theme'},
    ],
  },
];

export default joyUiPages;
