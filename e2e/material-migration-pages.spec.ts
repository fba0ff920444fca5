/**
 * Material UI's migration pages as a reader meets them: pages that moved to the reference site's
 * addresses answer their old ones with a redirect, the migration sidebar groups its guides by
 * version, the pickers migration's "after" demo picks a date, and the v5 and Pigment CSS demos
 * behave as their pages say, in light and dark.
 */
import type {Locator, Page} from '@playwright/test';
import {test, expect, openHydrated} from './fixtures';
import {openLiveDemo, pickerPopupSettled} from './support/liveDemos';
import {DOCS_SIDEBAR} from './constants';

const sidebar = (page: Page) => page.locator(DOCS_SIDEBAR);

/** The section label of a subheader group and the links listed under it. */
function group(nav: Locator, label: string) {
  const item = nav.locator('li').filter({has: nav.page().locator(':scope > div > span.menu__link', {hasText: label})});
  return {label: item.locator(':scope > div > span.menu__link'), links: item.locator(':scope > ul a')};
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({colorScheme});

    test('the old addresses of moved pages lead to the new ones', async ({page}) => {
      const moves = [
        ['/material-ui/migration/migration-v6', '/material-ui/migration/upgrade-to-v6', 'Upgrade to v6'],
        ['/material-ui/migration/migration-grid-v2', '/material-ui/migration/upgrade-to-grid-v2', 'Upgrade to Grid v2'],
        ['/material-ui/integrations/tailwindcss', '/material-ui/integrations/tailwindcss/tailwindcss-v4', 'Tailwind CSS v4 integration'],
        ['/material-ui/integrations/styled-engine', '/material-ui/integrations/styled-components', 'Usage with styled-components'],
      ] as const;
      for (const [from, to, heading] of moves) {
        await page.goto(from);
        await expect(page).toHaveURL(new RegExp(`${to}$`));
        await expect(page.getByRole('heading', {level: 1, name: heading})).toBeVisible();
      }
    });

    test('the migration sidebar groups the guides by version', async ({page}) => {
      await openHydrated(page, '/material-ui/migration/troubleshooting');
      const nav = sidebar(page);
      const expected = {
        'Upgrade to v7': ['Upgrade to v7: getting started'],
        'Upgrade to v6': ['Upgrade to v6: getting started', 'Migrating from deprecated APIs', 'Migrating to Pigment CSS'],
        'Upgrade to v5': [
          'Migrating to v5: getting started',
          'Breaking changes: style and theme',
          'Breaking changes: components',
          'Migrating from JSS (optional)',
          'Troubleshooting',
        ],
        'Earlier versions': ['Migration from v3 to v4', 'Migration from v0.x to v1'],
      };
      for (const [label, titles] of Object.entries(expected)) {
        const versionGroup = group(nav, label);
        await expect(versionGroup.label).toBeVisible();
        await expect(versionGroup.links).toHaveText(titles);
      }
      // A subheader is a heading, not a link; the page being read is marked in its group.
      await expect(nav.getByRole('link', {name: 'Upgrade to v5', exact: true})).toHaveCount(0);
      await expect(group(nav, 'Upgrade to v5').links.filter({hasText: 'Troubleshooting'})).toHaveAttribute('aria-current', 'page');
      // The two guides outside any version come first.
      await expect(nav.getByRole('link', {name: 'Migration from @material-ui/pickers'})).toBeVisible();
    });

    test('pickers migration: the "after" picker chooses a day from its calendar', async ({page}) => {
      const demo = await openLiveDemo(page, '/material-ui/migration/pickers-migration', 'migrated-date-picker');
      await expect(demo.getByText('Selected: Tuesday 12 March 2024')).toBeVisible();
      await demo.getByRole('button', {name: /choose date/i}).click();
      const calendar = page.getByRole('dialog');
      await expect(calendar.getByRole('gridcell', {name: '12', exact: true})).toBeFocused();
      // Weekends are disabled, as the v3 `shouldDisableDate` did.
      await expect(calendar.getByRole('gridcell', {name: '16', exact: true})).toBeDisabled();
      await pickerPopupSettled(calendar);
      await calendar.getByRole('gridcell', {name: '21', exact: true}).click();
      await expect(calendar).toHaveCount(0);
      // Read as one line, so a failure says which day was chosen instead.
      await expect(demo.getByText(/^Selected:/)).toHaveText('Selected: Thursday 21 March 2024');
      await expect(demo.getByRole('group', {name: 'Delivery date'})).toContainText('21');
    });

    test('pickers migration: typing a day outside the allowed range shows the message for its error code', async ({page}) => {
      const demo = await openLiveDemo(page, '/material-ui/migration/pickers-migration', 'migrated-date-picker');
      const field = demo.getByRole('group', {name: 'Delivery date'});
      await expect(demo.getByText('Weekdays in March 2024')).toBeVisible();
      await field.getByRole('spinbutton', {name: 'Day'}).click();
      await page.keyboard.type('04');
      await page.keyboard.type('04');
      await expect(demo.getByText('Choose a day in March 2024')).toBeVisible();
    });

    test('v5 component changes: the dialog ignores a backdrop click through its close reason and closes on Escape', async ({page}) => {
      const demo = await openLiveDemo(page, '/material-ui/migration/v5-component-changes', 'dialog-close-reasons');
      const opener = demo.getByRole('button', {name: 'Edit profile'});
      await opener.click();
      const dialog = page.getByRole('dialog', {name: 'Edit profile'});
      await expect(dialog).toBeVisible();
      await page.mouse.click(8, 8);
      await expect(demo.getByText('Last close request: backdrop click ignored')).toBeVisible();
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(demo.getByText('Last close request: closed by escapeKeyDown')).toBeVisible();
      await expect(opener).toBeFocused();
    });

    test('Pigment CSS migration: the slider moves the bar through a CSS variable', async ({page}) => {
      const demo = await openLiveDemo(page, '/material-ui/migration/migrating-to-pigment-css', 'css-variable-dynamic-styles', (d) =>
        d.getByRole('slider'),
      );
      const slider = demo.getByRole('slider', {name: /Storage used/});
      const bar = demo.getByTestId('storage-bar');
      const width = () => bar.evaluate((element) => element.getBoundingClientRect().width);
      const before = await width();
      await slider.focus();
      await slider.press('End');
      await expect(demo.getByText('Storage used: 100%')).toBeVisible();
      await expect(bar).toHaveAttribute('style', /--storage-used: 100%/);
      await expect.poll(width).toBeGreaterThan(before * 2);
    });
  });
}
