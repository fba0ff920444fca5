/**
 * Packages whose component API pages are generated from their installed type declarations
 * (plugins/api-pages). Node-only consumers: the config and sidebars.
 */
export const API_PACKAGES = [
  {name: '@mui/material', productId: 'material-ui', routeBase: '/material-ui/api'},
  {name: '@mui/joy', productId: 'joy-ui', routeBase: '/joy-ui/api'},
  {name: '@mui/x-data-grid', productId: 'x', routeBase: '/x/api/data-grid'},
  {name: '@mui/x-date-pickers', productId: 'x', routeBase: '/x/api/date-pickers'},
  {name: '@mui/x-charts', productId: 'x', routeBase: '/x/api/charts'},
  {name: '@mui/x-tree-view', productId: 'x', routeBase: '/x/api/tree-view'},
] as const;

/**
 * Where the API extraction's results are kept: the api-pages plugin's cache, committed. A build
 * reads a package's API from here instead of building TypeScript programs (about 11 s and 500 MB
 * of heap) while its installed version and the plugin's sources are those it was extracted with.
 * After an upgrade or a change to the extractor, a build or `npm start` rewrites the files; commit
 * them (a unit test fails until then). Under docs/, beside the pages made from it, as MUI keeps
 * its API JSON; outside every product's folder, so no docs plugin reads it.
 */
export const API_EXTRACTED_DIR = 'docs/api-extracted';

/** The page-data group each package's generated pages are listed under. */
export const API_GROUP_PATHNAMES = {
  '/material-ui/api': '/material-ui/api',
  '/joy-ui/api': '/joy-ui/api-group',
  // MUI X lists each package's API pages at the end of that component family's section.
  '/x/api/data-grid': '/x/api/data-grid-group',
  '/x/api/date-pickers': '/x/api/date-pickers-group',
  '/x/api/charts': '/x/api/charts-group',
  '/x/api/tree-view': '/x/api/tree-view-group',
} as const satisfies Record<(typeof API_PACKAGES)[number]['routeBase'], string>;
