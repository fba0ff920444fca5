/**
 * Navigation constants: page flags, plan marks and icons.
 * Class names here are styling and test hooks: renaming one is a breaking change for CSS.
 */

/** Icons registered for page types (drawn by NavIcon from the Material Icons set's rounded icons). */
export const NAV_ICON_KEYS = [
  'ReaderIcon',
  'BookIcon',
  'DescriptionIcon',
  'VisibilityIcon',
  'WebIcon',
] as const;
export type NavIconKey = (typeof NAV_ICON_KEYS)[number];

/** Chip labels for page flags, and the MUI colour each chip uses. */
export const FLAG_CHIPS = {
  newFeature: {label: 'New', color: 'success'},
  unstable: {label: 'Preview', color: 'primary'},
  beta: {label: 'Beta', color: 'primary'},
  planned: {label: 'Planned', color: 'default'},
  legacy: {label: 'Legacy', color: 'warning'},
  deprecated: {label: 'Deprecated', color: 'warning'},
} as const;

export const PLAN_MARKS = {
  pro: {title: 'Pro plan', className: 'plan-pro'},
  premium: {title: 'Premium plan', className: 'plan-premium'},
} as const;

export const SIDEBAR_CLASS_NAMES = {
  item: 'sidebar-item',
  flag: (flag: string) => `sidebar-item--${flag}` as const,
  chip: 'sidebar-chip',
  subheader: 'sidebar-subheader',
} as const;

/** The custom property on a subheader's list that holds its number of items (src/css/custom.css). */
export const SIDEBAR_GROUP_SIZE_PROPERTY = '--sidebar-group-items';

/**
 * Families of pages whose routes load with the first page read in them rather than with their
 * product's other routes (plugins/route-split): a Data Grid page then carries the Data Grid's
 * routes and not those of Charts, Pickers and every product's API pages. Each is a path whose
 * pages are the path itself and those below it; one ending in `-` holds every page whose path
 * starts with it (a product's component pages, `/material-ui/react-button` and its siblings).
 */
export const ROUTE_SECTIONS = [
  '/material-ui/react-',
  '/material-ui/api',
  '/material-ui/customization',
  '/material-ui/migration',
  '/joy-ui/react-',
  '/joy-ui/api',
  '/joy-ui/customization',
  '/x/react-data-grid',
  '/x/react-date-pickers',
  '/x/react-charts',
  '/x/react-tree-view',
  '/x/migration',
  '/x/api/data-grid',
  '/x/api/date-pickers',
  '/x/api/charts',
  '/x/api/tree-view',
] as const;
