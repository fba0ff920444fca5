/** Navigation of Joy UI: the /joy-ui/ sections. */
import type {MuiPage} from './types';
import {joyInputsAndDataDisplay} from './joyUi/inputsAndDataDisplay';
import {joyFeedbackToUtils} from './joyUi/feedbackToUtils';

const joyUiPages: readonly MuiPage[] = [
  {
    pathname: '/joy-ui/getting-started-group',
    title: 'Getting started',
    children: [
      {pathname: '/joy-ui/getting-started', title: 'Overview'},
      {pathname: '/joy-ui/getting-started/installation'},
      {pathname: '/joy-ui/getting-started/usage'},
      {pathname: '/joy-ui/getting-started/tutorial', title: 'Tutorial'},
    ],
  },
  {
    pathname: '/joy-ui/main-features',
    title: 'Main features',
    children: [
      {pathname: '/joy-ui/main-features/global-variants', title: 'Global variants'},
      {pathname: '/joy-ui/main-features/color-inversion', title: 'Color inversion'},
      {pathname: '/joy-ui/main-features/automatic-adjustment', title: 'Automatic adjustment'},
      {pathname: '/joy-ui/main-features/dark-mode-optimization', title: 'Dark mode optimization'},
    ],
  },
  {
    pathname: '/joy-ui/components',
    title: 'Components',
    children: [...joyInputsAndDataDisplay, ...joyFeedbackToUtils],
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
    children: [
      {pathname: '/joy-ui/customization/approaches'},
      {pathname: '/joy-ui/customization/theme-colors', title: 'Theme colors'},
      {pathname: '/joy-ui/customization/theme-typography', title: 'Theme typography'},
      {pathname: '/joy-ui/customization/theme-shadow', title: 'Theme shadow'},
      {pathname: '/joy-ui/customization/themed-components', title: 'Themed components'},
      {pathname: '/joy-ui/customization/dark-mode', title: 'Dark mode'},
      {pathname: '/joy-ui/customization/using-css-variables', title: 'Using CSS variables'},
      {pathname: '/joy-ui/customization/creating-themed-components', title: 'Creating themed components'},
      {pathname: '/joy-ui/customization/overriding-component-structure', title: 'Overriding component structure'},
      {pathname: '/joy-ui/customization/default-theme-viewer', title: 'Default theme viewer'},
      {pathname: '/joy-ui/customization/theme-builder', title: 'Theme builder'},
    ],
  },
  {
    pathname: '/joy-ui/integrations',
    title: 'Integrations',
    children: [
      {pathname: '/joy-ui/integrations/next-js-app-router', title: 'Next.js App Router'},
      {pathname: '/joy-ui/integrations/icon-libraries', title: 'Icon libraries'},
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
