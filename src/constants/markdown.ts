/**
 * Pages as Markdown (plugins/page-markdown writes them after the build): where a page's Markdown
 * is served and with which types. The plugin writes `<page address>.md`; the Copy page button
 * fetches the same address (`e2e/page-markdown.spec.ts` checks that both agree).
 */

/** What is added to a page's address for its Markdown (`/material-ui/react-button.md`). */
export const PAGE_MARKDOWN_EXTENSION = '.md';

/** The llms.txt indexes: the site's at its root, each product's at the product's root. */
export const LLMS_TXT_FILE = 'llms.txt';

/** Response types of these files, by `_headers` path pattern (scripts/after-build/security-headers). */
export const MARKDOWN_CONTENT_TYPES = {
  [`/*${PAGE_MARKDOWN_EXTENSION}`]: 'text/markdown; charset=utf-8',
  [`/${LLMS_TXT_FILE}`]: 'text/plain; charset=utf-8',
  [`/*/${LLMS_TXT_FILE}`]: 'text/plain; charset=utf-8',
} as const satisfies Readonly<Record<string, string>>;
