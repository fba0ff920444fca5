/** Navigation of Material UI: the /material-ui/ sections. */
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
          {pathname: '/material-ui/react-button'},
          {pathname: '/material-ui/react-text-field'},
        ],
      },
      {
        pathname: '/material-ui/components/data-display',
        subheader: '/material-ui/components/data-display',
        children: [{pathname: '/material-ui/react-chip'}],
      },
      {
        pathname: '/material-ui/components/layout',
        subheader: '/material-ui/components/layout',
        children: [
          {pathname: '/material-ui/react-grid'},
          {pathname: '/material-ui/react-grid-legacy', title: 'Grid (legacy)', legacy: true},
        ],
      },
      {
        pathname: '/material-ui/components/lab',
        subheader: '/material-ui/components/lab',
        children: [
          {pathname: '/material-ui/about-the-lab', title: 'About the lab'},
          {pathname: '/material-ui/react-masonry', unstable: true},
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
      {pathname: '/material-ui/customization/how-to-customize'},
      {pathname: '/material-ui/customization/theming'},
    ],
  },
  {
    pathname: '/material-ui/guides',
    title: 'How-to guides',
    children: [
      {pathname: '/material-ui/guides/composition'},
      {pathname: '/material-ui/guides/server-rendering'},
    ],
  },
  {
    pathname: '/material-ui/integrations',
    title: 'Integrations',
    children: [
      {pathname: '/material-ui/integrations/nextjs', title: 'Next.js integration'},
      {pathname: '/material-ui/integrations/tailwindcss', title: 'Tailwind CSS integration'},
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
    ],
  },
  {
    pathname: '/material-ui/discover-more',
    title: 'Discover more',
    children: [
      {pathname: '/material-ui/discover-more/related-projects'},
      {pathname: '/material-ui/discover-more/roadmap'},
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
