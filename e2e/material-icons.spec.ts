/**
 * The Material Icons browser: every icon of the installed package, searchable by name and
 * synonym, only the rows near the viewport rendered, `?selected=` opening an icon's dialog.
 */
import {test, expect, openHydrated} from './fixtures';

const PAGE = '/material-ui/material-icons';

test('searches by name and by synonym, rendering only what is near the viewport', async ({page}) => {
  const dataFiles: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/icons-data/')) {
      dataFiles.push(new URL(request.url()).pathname);
    }
  });
  await openHydrated(page, PAGE);
  const browser = page.getByRole('region', {name: 'Material Icons browser'});
  const status = browser.getByRole('status');
  await expect(status).toContainText(/^[\d,]{5} icons in the Filled theme/);
  // Thousands of icons, a few rows of buttons. The rows follow the count by a frame or more (they
  // are laid out for the viewport once the data is in), so the first count may be too early.
  const buttons = browser.getByRole('button');
  await expect.poll(() => buttons.count()).toBeGreaterThan(20);
  expect(await buttons.count()).toBeLessThan(300);
  // Only the theme on screen is downloaded.
  expect(dataFiles).toHaveLength(1);

  const search = browser.getByRole('searchbox', {name: 'Search icons'});
  await search.fill('trash');
  await expect(browser.getByRole('button', {name: 'Delete', exact: true})).toBeVisible();
  await expect(status).toContainText(/match/);
  await search.fill('alarm');
  await expect(browser.getByRole('button', {name: 'Alarm', exact: true})).toBeVisible();
});

test('?selected= opens the icon with its import line and a copy button', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openHydrated(page, `${PAGE}?selected=Alarm`);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText("import AlarmIcon from '@mui/icons-material/Alarm';");
  await dialog.getByRole('button', {name: 'Copy import'}).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe("import AlarmIcon from '@mui/icons-material/Alarm';");
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(PAGE);
});
