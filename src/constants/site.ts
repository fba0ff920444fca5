/** Site-wide constants shared by the config, the sidebars and theme components. */

/** Name of the one sidebar each product's docs instance has. */
export const SIDEBAR_ID = 'pages';

/** Canonical production URL (absolute links, sitemap). */
export const SITE_URL = 'https://mui-docs.example.com';

/** The site's values for plugins/link-check, which `npm run build` passes to its command line. */
export const LINK_CHECK_OPTIONS = {siteUrl: SITE_URL} as const;

/** Meta tag holding the path a page's HTML was rendered for (see useRenderedPathname). */
export const RENDERED_PATH_META = 'docs:rendered-path';
