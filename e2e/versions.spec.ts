/** Version switcher per product. */
import {test, expect, openHydrated} from './fixtures';
import materialPackage from '@mui/material/package.json';
import joyPackage from '@mui/joy/package.json';
import systemPackage from '@mui/system/package.json';
import dataGridPackage from '@mui/x-data-grid/package.json';
import {ARCHIVED_VERSIONS, VIEW_ALL_VERSIONS} from '../src/constants/versions';

test('Material UI shows its installed version, the older majors and View all versions', async ({page}) => {
  await openHydrated(page, '/material-ui/react-button');
  const switcher = page.getByTestId('version-switcher');
  await expect(switcher).toHaveCount(1);
  await expect(switcher).toHaveText(`v${materialPackage.version}`);
  expect(materialPackage.version).toBe('7.3.5');
  await switcher.click();
  const menu = page.getByRole('menu');
  const items = menu.getByRole('menuitem');
  await expect(items).toHaveText([`v${materialPackage.version}`, 'v6', 'v5', 'v4', 'View all versions']);
  for (const archived of [...ARCHIVED_VERSIONS['material-ui'], VIEW_ALL_VERSIONS]) {
    await expect(menu.getByRole('menuitem', {name: archived.text, exact: true})).toHaveAttribute('href', archived.href);
  }
  await expect(menu.getByRole('separator')).toHaveCount(1);
  await expect(menu.getByRole('menuitem', {name: `v${materialPackage.version}`})).toHaveAttribute('href', '/material-ui/react-button');
});

test('Joy UI shows its single version without a menu', async ({page}) => {
  await openHydrated(page, '/joy-ui/getting-started');
  const switcher = page.getByTestId('version-switcher');
  await expect(switcher).toHaveText(`v${joyPackage.version}`);
  expect(joyPackage.version).toBe('5.0.0-beta.49');
  await expect(switcher).not.toHaveAttribute('aria-haspopup', 'true');
  await expect(switcher.locator('svg')).toHaveCount(0);
});

for (const [path, version] of [
  ['/system/getting-started', systemPackage.version],
  ['/x/introduction', dataGridPackage.version],
] as const) {
  test(`${path} shows its own product's version`, async ({page}) => {
    await openHydrated(page, path);
    await expect(page.getByTestId('version-switcher')).toHaveCount(1);
    await expect(page.getByTestId('version-switcher')).toHaveText(`v${version}`);
  });
}

test('pages outside a product have no version switcher', async ({page}) => {
  await openHydrated(page, '/');
  await expect(page.getByTestId('version-switcher')).toHaveCount(0);
});
