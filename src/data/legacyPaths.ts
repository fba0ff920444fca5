/**
 * Addresses of Material UI pages before the docs moved under product prefixes (up to v4 and early
 * v5), which readers still reach through old links and bookmarks. Each page answers its old
 * address with a redirect (src/utils/legacyRedirects.ts).
 */

/** Sections that kept their page names when they moved under /material-ui/. */
export const LEGACY_SECTIONS = [
  'getting-started',
  'customization',
  'guides',
  'integrations',
  'experimental-api',
  'migration',
  'discover-more',
  'design-resources',
] as const;

/** Component pages whose new address has no `react-` prefix: /components/icons/ -> /material-ui/icons. */
export const LEGACY_UNPREFIXED_COMPONENT_PAGES = ['about-the-lab', 'icons', 'material-icons'] as const;

/**
 * Component pages lived at /components/<old name>/ and are now /material-ui/react-<name>. Only the
 * names that changed are listed; any other component page kept its name (`/components/rating/`).
 */
export const LEGACY_COMPONENT_NAMES = {
  accordion: ['accordion', 'expansion-panels'],
  avatar: ['avatars'],
  badge: ['badges'],
  button: ['buttons'],
  'button-group': ['button-group'],
  card: ['cards'],
  checkbox: ['checkboxes'],
  chip: ['chips'],
  dialog: ['dialogs'],
  divider: ['dividers'],
  drawer: ['drawers'],
  'floating-action-button': ['floating-action-button'],
  'image-list': ['image-list', 'grid-list'],
  link: ['links'],
  list: ['lists'],
  menu: ['menus'],
  'radio-button': ['radio-buttons'],
  select: ['selects'],
  slider: ['slider', 'slider-styled'],
  snackbar: ['snackbars'],
  stepper: ['steppers'],
  switch: ['switches'],
  table: ['tables'],
  'text-field': ['text-fields'],
  tooltip: ['tooltips'],
} as const satisfies Readonly<Record<string, readonly string[]>>;

/**
 * Pages of this site that moved to the address the reference site uses: new path -> the paths it
 * had here before. Readers' bookmarks and outside links to the old paths redirect to the new one.
 */
export const MOVED_PAGES: Readonly<Record<string, readonly string[]>> = {
  '/material-ui/migration/upgrade-to-v6': ['/material-ui/migration/migration-v6', '/migration/migration-v6'],
  '/material-ui/migration/upgrade-to-grid-v2': ['/material-ui/migration/migration-grid-v2', '/migration/migration-grid-v2'],
  '/material-ui/integrations/tailwindcss/tailwindcss-v4': ['/material-ui/integrations/tailwindcss', '/integrations/tailwindcss'],
  '/material-ui/integrations/styled-components': ['/material-ui/integrations/styled-engine', '/integrations/styled-engine'],
  '/material-ui/customization/css-theme-variables/overview': ['/material-ui/customization/css-theme-variables', '/customization/css-theme-variables'],
};
