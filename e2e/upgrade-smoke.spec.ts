/**
 * One page of each type hydrates without a console error (the `problems` fixture) and prefetches
 * the routes of the links in view: the upgrade drill's smoke test (scripts/upgrade-drill), quick
 * enough to run against a copy of the site built with another Docusaurus.
 */
import {test, expect, openHydrated} from './fixtures';

const PAGE_TYPES = [
  ['home', '/'],
  ['text', '/material-ui/getting-started/installation'],
  ['component', '/material-ui/react-button'],
  ['API', '/material-ui/api/button'],
  ['Data Grid', '/x/react-data-grid'],
] as const;

for (const [type, path] of PAGE_TYPES) {
  test(`${type} page ${path} hydrates and prefetches the links in view`, async ({page}) => {
    await openHydrated(page, path);
    await expect
      .poll(() => page.locator('link[rel="prefetch"]').count(), {message: `${path}: no route prefetched for the links in view (plugins/route-split/src/client/docusaurus.ts)`})
      .toBeGreaterThan(0);
  });
}
