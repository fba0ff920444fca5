/** Component API pages generated from the installed type declarations. */
import {test, expect, openHydrated} from './fixtures';
import {DOCS_SIDEBAR} from './constants';

test('the Button API page lists its props with their defaults', async ({page}) => {
  await openHydrated(page, '/material-ui/api/button');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Button API');
  const row = (prop: string) => page.locator('tr', {has: page.locator(`#prop-${prop}`)});
  await expect(row('variant')).toContainText("'text'");
  await expect(row('variant')).toContainText("'contained'");
  await expect(row('disableElevation')).toContainText('false');
  await expect(row('startIcon')).toContainText('ReactNode');
  await expect(row('loadingPosition')).toContainText("'center'");
  await expect(page.locator('main')).toContainText("import Button from '@mui/material/Button';");
  await expect(page.locator('main')).toContainText('.MuiButton-root');
  await expect(page.locator('main a[href="/material-ui/api/button-base"]').first()).toBeVisible();
});

test('a prop anchor link scrolls to that prop', async ({page}) => {
  await openHydrated(page, '/material-ui/api/button');
  const anchor = page.locator('#prop-size');
  await expect(anchor).not.toBeInViewport();
  await anchor.click();
  await expect(page).toHaveURL(/#prop-size$/);
  await expect(anchor).toBeInViewport();
  await page.goto('/material-ui/api/slider#prop-orientation');
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await expect(page.locator('#prop-orientation')).toBeInViewport();
});

test('the sidebar lists the generated API pages', async ({page}) => {
  await openHydrated(page, '/joy-ui/api/button');
  const sidebar = page.locator(DOCS_SIDEBAR);
  await expect(sidebar.locator('a[href="/joy-ui/api/button"]')).toBeVisible();
  await expect(sidebar.locator('a[href="/joy-ui/api/input"]')).toBeVisible();
  expect(await sidebar.locator('a[href^="/joy-ui/api/"]').count()).toBeGreaterThanOrEqual(40);
});

test('the props table can be filtered', async ({page}) => {
  await openHydrated(page, '/material-ui/api/button');
  const rows = page.locator('table').first().locator('tbody tr');
  const total = await rows.count();
  await page.getByRole('searchbox', {name: 'Filter props'}).fill('loading');
  await expect(rows.filter({visible: true})).toHaveCount(3);
  await expect(page.getByRole('status').filter({hasText: 'props shown'})).toHaveText('3 props shown');
  await expect(page.locator('#prop-loadingPosition')).toBeVisible();
  await expect(page.locator('#prop-variant')).toBeHidden();
  await page.getByRole('searchbox', {name: 'Filter props'}).fill('');
  await expect(rows.filter({visible: true})).toHaveCount(total);
});
