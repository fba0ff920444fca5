/**
 * Packages whose component API pages are generated from their installed type declarations
 * (plugins/api-pages). Node-only consumers: the config and sidebars.
 */
export const API_PACKAGES = [
  {name: '@mui/material', productId: 'material-ui', routeBase: '/material-ui/api'},
  {name: '@mui/joy', productId: 'joy-ui', routeBase: '/joy-ui/api'},
] as const;

/** The page-data group each package's generated pages are listed under. */
export const API_GROUP_PATHNAMES = {
  '/material-ui/api': '/material-ui/api',
  '/joy-ui/api': '/joy-ui/api-group',
} as const satisfies Record<(typeof API_PACKAGES)[number]['routeBase'], string>;
