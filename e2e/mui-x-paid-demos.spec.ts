/**
 * MUI X paid-plan demos (Pro, Premium) in a build without a licence key, as CI builds: each one
 * shows a notice in place of its preview, its code can be read and copied, it offers no live
 * editing, and no paid package's code is in the build at all. Built with `MUI_X_LICENSE_KEY`, the
 * demos run instead, so these tests are skipped.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect, openHydrated} from './fixtures';
import {MUI_X_LICENSE_KEY_VARIABLE, MUI_X_PAID_PACKAGES} from '../src/constants/muiX';

const BUILD_JS = path.join(__dirname, '../build/assets/js');

/** Every paid page, its demos and the product each one names. */
const PAID_PAGES = [
  {path: '/x/react-data-grid/tree-data', pkg: '@mui/x-data-grid-pro', demos: ['tree-data-basic', 'tree-data-grouping-column']},
  {
    path: '/x/react-data-grid/row-grouping',
    pkg: '@mui/x-data-grid-premium',
    demos: ['row-grouping-initial', 'row-grouping-controlled', 'row-grouping-hidden-columns'],
  },
  {
    path: '/x/react-date-pickers/date-range-picker',
    pkg: '@mui/x-date-pickers-pro',
    demos: ['date-range-picker-basic', 'date-range-picker-controlled', 'date-range-picker-multi-input'],
  },
  {path: '/x/react-charts/heatmap', pkg: '@mui/x-charts-pro', demos: ['heatmap-basic', 'heatmap-color-map']},
  {
    path: '/x/react-tree-view/rich-tree-view/lazy-loading',
    pkg: '@mui/x-tree-view-pro',
    demos: ['lazy-loading-basic', 'lazy-loading-refresh'],
  },
] as const satisfies readonly {path: string; pkg: keyof typeof MUI_X_PAID_PACKAGES; demos: readonly string[]}[];

/**
 * Strings only paid code holds, so a build that bundled any paid package contains one: the
 * licence checker's own error text, and the release stamp every paid package passes it (read
 * from the installed Data Grid Pro, so an upgrade keeps the check honest). Both were checked to
 * be in a build made with a key. A demo's source names its package, so package names cannot be
 * markers: the notice's code view carries them.
 */
function paidCodeMarkers(): string[] {
  const proDir = path.dirname(require.resolve('@mui/x-data-grid-pro/package.json'));
  const source = fs.readFileSync(path.join(proDir, 'DataGridPro/DataGridPro.js'), 'utf8');
  const stamp = /releaseInfo = "([A-Za-z0-9+/=]{8,})"/.exec(source)?.[1];
  if (!stamp) {
    throw new Error('No release stamp found in @mui/x-data-grid-pro: pick another marker.');
  }
  return ['MUI X: Error checking license', stamp];
}

test.skip(Boolean(process.env[MUI_X_LICENSE_KEY_VARIABLE]), 'built with a licence key: the paid demos run');

test('the build holds no paid package code', () => {
  const markers = paidCodeMarkers();
  const files = fs.readdirSync(BUILD_JS).filter((name) => name.endsWith('.js'));
  expect(files.length).toBeGreaterThan(0);
  const found = files.flatMap((name) => {
    const text = fs.readFileSync(path.join(BUILD_JS, name), 'utf8');
    return markers.filter((marker) => text.includes(marker)).map((marker) => `${name}: ${marker}`);
  });
  expect(found).toEqual([]);
});

for (const {path: pagePath, pkg, demos} of PAID_PAGES) {
  test(`${pagePath}: each demo shows the notice, its code and no live editing`, async ({page}) => {
    await openHydrated(page, pagePath);
    const {product} = MUI_X_PAID_PACKAGES[pkg];
    for (const id of demos) {
      const demo = page.getByTestId(`demo-${id}`);
      const notice = demo.getByTestId('paid-demo-notice');
      await expect(notice, id).toBeVisible();
      await expect(notice).toContainText(`This demo uses ${product}, a paid plan.`);
      await expect(notice.getByRole('link', {name: 'How to set the license key'})).toHaveAttribute(
        'href',
        '/x/introduction#setting-the-license-key',
      );
      // Nothing of the component rendered: no grid, chart, picker field or tree.
      await expect(demo.locator('[class*="MuiDataGrid"], [class*="MuiCharts"], [class*="MuiPickers"], [role="tree"]')).toHaveCount(0);
      const toolbar = demo.getByRole('toolbar');
      await expect(toolbar.getByRole('button', {name: 'Edit code'})).toHaveCount(0);
      await expect(toolbar.getByRole('button', {name: 'Reset the demo'})).toHaveCount(0);
      await toolbar.getByRole('button', {name: 'Show code'}).click();
      await expect(demo.locator('pre code')).toContainText(`from '${pkg}`);
    }
  });
}

test('a paid demo copies its source, and the notice link leads to the licence key section', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openHydrated(page, '/x/react-data-grid/row-grouping');
  const demo = page.getByTestId('demo-row-grouping-initial');
  const copy = demo.getByRole('toolbar').locator('[data-copy-button]');
  await copy.click();
  await expect(copy).toHaveText('Copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain("import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';");
  expect(copied).toContain('export default function RowGroupingInitial()');
  // The TypeScript source by default; the JavaScript one is generated from it.
  await demo.getByRole('button', {name: 'JS'}).click();
  await copy.click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).not.toContain('GridColDef<Movie>');

  await demo.getByRole('link', {name: 'How to set the license key'}).click();
  await expect(page).toHaveURL(/\/x\/introduction#setting-the-license-key$/);
  await expect(page.getByRole('heading', {name: 'Setting the license key'})).toBeVisible();
});
