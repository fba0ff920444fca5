/** Site-wide constants shared by the config, the sidebars and theme components. */

/** Name of the one sidebar each product's docs instance has. */
export const SIDEBAR_ID = 'pages';

/** Canonical production URL (absolute links, sitemap). */
export const SITE_URL = 'https://mui-docs.example.com';

/**
 * Where the site's sources live, for each page's "Edit this page" link
 * (`<url>/edit/<branch>/docs/...`, the GitHub form). Like `SITE_URL`, a deployment sets its own:
 * `DOCS_REPOSITORY_URL` at build time overrides the example address.
 */
export const REPOSITORY = {
  url: 'https://github.com/mui-docs-example/mui-docs-site',
  branch: 'main',
  urlVariable: 'DOCS_REPOSITORY_URL',
} as const;

/** The site's values for scripts/after-build/link-check, which `npm run build` passes to its command line. */
export const LINK_CHECK_OPTIONS = {siteUrl: SITE_URL} as const;

/** Meta tag holding the path a page's HTML was rendered for (see useRenderedPathname). */
export const RENDERED_PATH_META = 'docs:rendered-path';
