/**
 * Navigation of Material UI: the /material-ui/ sections, in the reference site's order. Component
 * titles are the components' names as the reference writes them (Title Case); other entries
 * take their page's title.
 */
import type {MuiPage} from './types';

const materialUiPages: readonly MuiPage[] = [
  {
    pathname: '/material-ui/getting-started',
    title: 'Getting started',
    children: [
      {pathname: '/material-ui/getting-started/overview'},
      {pathname: '/material-ui/getting-started/installation'},
      {pathname: '/material-ui/getting-started/usage'},
      {pathname: '/material-ui/getting-started/example-projects'},
      {pathname: '/material-ui/getting-started/templates'},
      {pathname: '/material-ui/getting-started/learn'},
      {pathname: '/material-ui/getting-started/design-resources'},
      {pathname: '/material-ui/getting-started/faq', title: 'FAQs'},
      {pathname: '/material-ui/getting-started/supported-components'},
      {pathname: '/material-ui/getting-started/supported-platforms'},
      {pathname: '/material-ui/getting-started/support'},
    ],
  },
  {
    pathname: '/material-ui/components',
    title: 'Components',
    children: [
      {
        pathname: '/material-ui/components/inputs',
        subheader: '/material-ui/components/inputs',
        children: [
          {pathname: '/material-ui/react-autocomplete', title: 'Autocomplete'},
          {pathname: '/material-ui/react-button', title: 'Button'},
          {pathname: '/material-ui/react-button-group', title: 'Button Group'},
          {pathname: '/material-ui/react-checkbox', title: 'Checkbox'},
          {pathname: '/material-ui/react-floating-action-button', title: 'Floating Action Button'},
          {pathname: '/material-ui/react-radio-button', title: 'Radio Group'},
          {pathname: '/material-ui/react-rating', title: 'Rating'},
          {pathname: '/material-ui/react-select', title: 'Select'},
          {pathname: '/material-ui/react-slider', title: 'Slider'},
          {pathname: '/material-ui/react-switch', title: 'Switch'},
          {pathname: '/material-ui/react-text-field', title: 'Text Field'},
          {pathname: '/material-ui/react-transfer-list', title: 'Transfer List'},
          {pathname: '/material-ui/react-toggle-button', title: 'Toggle Button'},
        ],
      },
      {
        pathname: '/material-ui/components/data-display',
        subheader: '/material-ui/components/data-display',
        children: [
          {pathname: '/material-ui/react-avatar', title: 'Avatar'},
          {pathname: '/material-ui/react-badge', title: 'Badge'},
          {pathname: '/material-ui/react-chip', title: 'Chip'},
          {pathname: '/material-ui/react-divider', title: 'Divider'},
          {pathname: '/material-ui/icons', title: 'Icons'},
          {pathname: '/material-ui/material-icons', title: 'Material Icons'},
          {pathname: '/material-ui/react-list', title: 'List'},
          {pathname: '/material-ui/react-table', title: 'Table'},
          {pathname: '/material-ui/react-tooltip', title: 'Tooltip'},
          {pathname: '/material-ui/react-typography', title: 'Typography'},
        ],
      },
      {
        pathname: '/material-ui/components/feedback',
        subheader: '/material-ui/components/feedback',
        children: [
          {pathname: '/material-ui/react-alert', title: 'Alert'},
          {pathname: '/material-ui/react-backdrop', title: 'Backdrop'},
          {pathname: '/material-ui/react-dialog', title: 'Dialog'},
          {pathname: '/material-ui/react-progress', title: 'Progress'},
          {pathname: '/material-ui/react-skeleton', title: 'Skeleton'},
          {pathname: '/material-ui/react-snackbar', title: 'Snackbar'},
        ],
      },
      {
        pathname: '/material-ui/components/surfaces',
        subheader: '/material-ui/components/surfaces',
        children: [
          {pathname: '/material-ui/react-accordion', title: 'Accordion'},
          {pathname: '/material-ui/react-app-bar', title: 'App Bar'},
          {pathname: '/material-ui/react-card', title: 'Card'},
          {pathname: '/material-ui/react-paper', title: 'Paper'},
        ],
      },
      {
        pathname: '/material-ui/components/navigation',
        subheader: '/material-ui/components/navigation',
        children: [
          {pathname: '/material-ui/react-bottom-navigation', title: 'Bottom Navigation'},
          {pathname: '/material-ui/react-breadcrumbs', title: 'Breadcrumbs'},
          {pathname: '/material-ui/react-drawer', title: 'Drawer'},
          {pathname: '/material-ui/react-link', title: 'Link'},
          {pathname: '/material-ui/react-menu', title: 'Menu'},
          {pathname: '/material-ui/react-pagination', title: 'Pagination'},
          {pathname: '/material-ui/react-speed-dial', title: 'Speed Dial'},
          {pathname: '/material-ui/react-stepper', title: 'Stepper'},
          {pathname: '/material-ui/react-tabs', title: 'Tabs'},
        ],
      },
      {
        pathname: '/material-ui/components/layout',
        subheader: '/material-ui/components/layout',
        children: [
          {pathname: '/material-ui/react-box', title: 'Box'},
          {pathname: '/material-ui/react-container', title: 'Container'},
          {pathname: '/material-ui/react-grid', title: 'Grid'},
          {pathname: '/material-ui/react-grid-legacy', title: 'Grid (legacy)', legacy: true},
          {pathname: '/material-ui/react-stack', title: 'Stack'},
          {pathname: '/material-ui/react-image-list', title: 'Image List'},
        ],
      },
      {
        pathname: '/material-ui/components/lab',
        subheader: '/material-ui/components/lab',
        children: [
          {pathname: '/material-ui/about-the-lab', title: 'About the lab'},
          {pathname: '/material-ui/react-masonry', title: 'Masonry', unstable: true},
          {pathname: '/material-ui/react-timeline', title: 'Timeline'},
        ],
      },
      {
        pathname: '/material-ui/components/utils',
        subheader: '/material-ui/components/utils',
        children: [
          {pathname: '/material-ui/react-click-away-listener', title: 'Click-Away Listener'},
          {pathname: '/material-ui/react-css-baseline', title: 'CSS Baseline'},
          {pathname: '/material-ui/react-modal', title: 'Modal'},
          {pathname: '/material-ui/react-no-ssr', title: 'No SSR'},
          {pathname: '/material-ui/react-popover', title: 'Popover'},
          {pathname: '/material-ui/react-popper', title: 'Popper'},
          {pathname: '/material-ui/react-portal', title: 'Portal'},
          {pathname: '/material-ui/react-textarea-autosize', title: 'Textarea Autosize'},
          {pathname: '/material-ui/react-transitions', title: 'Transitions'},
          {pathname: '/material-ui/react-use-media-query', title: 'useMediaQuery'},
        ],
      },
      {
        pathname: '/material-ui/components/mui-x',
        subheader: '/material-ui/components/mui-x',
        title: 'MUI X',
        children: [
          {pathname: '/x/react-data-grid', title: 'Data Grid'},
          {pathname: '/x/react-date-pickers', title: 'Date and Time Pickers'},
          {pathname: '/x/react-charts', title: 'Charts'},
          {pathname: '/x/react-tree-view', title: 'Tree View'},
        ],
      },
    ],
  },
  {
    pathname: '/material-ui/api',
    title: 'Component API',
    // Filled at build time with one page per component (src/data/apiPackages.ts).
    children: [],
  },
  {
    pathname: '/material-ui/customization',
    title: 'Customization',
    children: [
      {pathname: '/material-ui/customization/how-to-customize', title: 'How to customize'},
      {pathname: '/material-ui/customization/theming', title: 'Theming'},
      {pathname: '/material-ui/customization/palette', title: 'Palette'},
      {pathname: '/material-ui/customization/typography', title: 'Typography'},
      {pathname: '/material-ui/customization/spacing', title: 'Spacing'},
      {pathname: '/material-ui/customization/breakpoints', title: 'Breakpoints'},
      {pathname: '/material-ui/customization/density', title: 'Density'},
      {pathname: '/material-ui/customization/z-index', title: 'z-index'},
      {pathname: '/material-ui/customization/transitions', title: 'Transitions'},
      {pathname: '/material-ui/customization/theme-components', title: 'Theme components'},
      {pathname: '/material-ui/customization/default-theme', title: 'Default theme viewer'},
      {pathname: '/material-ui/customization/dark-mode', title: 'Dark mode'},
      {pathname: '/material-ui/customization/color', title: 'Color'},
      {pathname: '/material-ui/customization/right-to-left', title: 'Right-to-left'},
      {pathname: '/material-ui/customization/shadow-dom', title: 'Shadow DOM'},
      {pathname: '/material-ui/customization/css-theme-variables', title: 'CSS theme variables'},
      {pathname: '/material-ui/customization/creating-themed-components', title: 'Creating themed components'},
    ],
  },
  {
    pathname: '/material-ui/guides',
    title: 'How-to guides',
    children: [
      {pathname: '/material-ui/guides/minimizing-bundle-size', title: 'Minimizing bundle size'},
      {pathname: '/material-ui/guides/server-rendering', title: 'Server rendering'},
      {pathname: '/material-ui/guides/responsive-ui', title: 'Responsive UI'},
      {pathname: '/material-ui/guides/testing', title: 'Testing'},
      {pathname: '/material-ui/guides/localization', title: 'Localization'},
      {pathname: '/material-ui/guides/composition', title: 'Composition'},
      {pathname: '/material-ui/guides/content-security-policy', title: 'Content Security Policy'},
      {pathname: '/material-ui/guides/typescript', title: 'TypeScript'},
    ],
  },
  {
    pathname: '/material-ui/integrations',
    title: 'Integrations',
    children: [
      {pathname: '/material-ui/integrations/nextjs', title: 'Next.js integration'},
      {pathname: '/material-ui/integrations/routing', title: 'Routing libraries'},
      {pathname: '/material-ui/integrations/styled-engine', title: 'Styled engine'},
      {pathname: '/material-ui/integrations/interoperability', title: 'Style library interoperability'},
      {pathname: '/material-ui/integrations/tailwindcss', title: 'Tailwind CSS integration'},
      {pathname: '/material-ui/integrations/theme-scoping', title: 'Theme scoping'},
    ],
  },
  {
    pathname: '/material-ui/experimental-api',
    title: 'Experimental APIs',
    children: [{pathname: '/material-ui/experimental-api/classname-generator', title: 'ClassName generator'}],
  },
  {
    pathname: '/material-ui/migration',
    title: 'Migration',
    children: [
      {pathname: '/material-ui/migration/upgrade-to-v7', title: 'Upgrade to v7'},
      {pathname: '/material-ui/migration/migrating-from-deprecated-apis', title: 'Migrating from deprecated APIs'},
      {pathname: '/material-ui/migration/migration-grid-v2', title: 'Upgrade to Grid v2'},
      {pathname: '/material-ui/migration/migration-v6', title: 'Upgrade to v6'},
    ],
  },
  {
    pathname: '/material-ui/discover-more',
    title: 'Discover more',
    children: [
      {pathname: '/material-ui/discover-more/changelog', title: 'Changelog'},
      {pathname: '/material-ui/discover-more/roadmap', title: 'Roadmap'},
      {pathname: '/material-ui/discover-more/vision', title: 'Vision'},
      {pathname: '/material-ui/discover-more/languages', title: 'Languages'},
      {pathname: '/material-ui/discover-more/related-projects', title: 'Related projects'},
    ],
  },
  {
    pathname: '/material-ui/design-resources',
    title: 'Design resources',
    children: [
      {pathname: '/material-ui/design-resources/material-ui-for-figma', title: 'Material UI for Figma'},
    ],
  },
];

export default materialUiPages;
