/**
 * The navigation pages' newer demos, as a reader uses them, in light and dark: a context menu
 * opens where the pointer is, a hand-made pagination moves with its own buttons, a non-linear
 * stepper completes steps out of order, vertical tabs follow the arrow keys, and a swipeable
 * drawer opens from its button and closes with Escape.
 */
import type {Page} from '@playwright/test';
import {test, expect, openHydrated} from './fixtures';
import {isRendered, reachDemo, reachFor} from './support/liveDemos';

const demo = (page: Page, id: string) => page.getByTestId(`demo-${id}`);

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({colorScheme});

    test('Menu: a right-click opens the context menu at the pointer', async ({page}) => {
      await openHydrated(page, '/material-ui/react-menu');
      const area = demo(page, 'context-menu');
      await reachFor(area);
      // The demo has no button to wait for: wait until React owns its surface.
      const surface = area.getByText('Right-click anywhere in this box', {exact: false}).locator('..');
      await expect.poll(() => isRendered(surface)).toBe(true);
      await surface.click({button: 'right', position: {x: 60, y: 10}});
      const box = await surface.boundingBox();
      expect(box).not.toBeNull();
      const x = (box?.x ?? 0) + 60;
      const y = (box?.y ?? 0) + 10;
      const menu = page.getByRole('menu').filter({hasText: 'Reply'});
      await expect(menu.getByRole('menuitem')).toHaveText(['Reply', 'Forward', 'Mark as unread', 'Archive']);
      const paper = page.locator('.MuiMenu-paper');
      await expect.poll(async () => (await paper.boundingBox())?.width ?? 0).toBeGreaterThan(0);
      const menuBox = await paper.boundingBox();
      // The demo places the menu's corner 2 px right of and 6 px above the pointer.
      expect(Math.abs((menuBox?.x ?? 0) - (x + 2))).toBeLessThanOrEqual(3);
      expect(Math.abs((menuBox?.y ?? 0) - (y - 6))).toBeLessThanOrEqual(3);
      await menu.getByRole('menuitem', {name: 'Archive'}).click();
      await expect(menu).toHaveCount(0);
      await expect(area).toContainText('Last action: Archive');
    });

    test('usePagination: its own buttons move the page', async ({page}) => {
      await openHydrated(page, '/material-ui/react-pagination');
      const area = demo(page, 'use-pagination');
      await reachDemo(area);
      const nav = area.getByRole('navigation', {name: 'Gallery pages'});
      await expect(nav.getByRole('button', {name: 'Previous'})).toBeDisabled();
      await nav.getByRole('button', {name: 'Next'}).click();
      await expect(nav.getByRole('button', {name: 'Page 2'})).toHaveAttribute('aria-current', 'page');
      await expect(area).toContainText('page 2 of 9');
      await nav.getByRole('button', {name: 'Page 5'}).click();
      await expect(area).toContainText('Showing photos 49–60 (page 5 of 9)');
      await expect(nav.getByRole('button', {name: 'Previous'})).toBeEnabled();
    });

    test('Non-linear stepper: a step is completed out of order', async ({page}) => {
      await openHydrated(page, '/material-ui/react-stepper');
      const area = demo(page, 'non-linear-stepper');
      await reachDemo(area);
      await area.getByRole('button', {name: 'Notification settings'}).click();
      await expect(area).toContainText('Step 3:');
      await area.getByRole('button', {name: 'Mark “Notification settings” as done'}).click();
      // The stepper goes back to the first open step; the third one shows as completed.
      await expect(area).toContainText('Step 1:');
      await expect(area).toContainText('(1 of 3 done)');
      await expect(area.locator('.MuiStep-root').nth(2)).toHaveClass(/completed/);
      await expect(area.locator('.MuiStep-root').nth(0)).not.toHaveClass(/completed/);
    });

    test('Vertical tabs: the arrow keys move between tabs, Enter selects', async ({page}) => {
      await openHydrated(page, '/material-ui/react-tabs');
      const area = demo(page, 'vertical-tabs');
      await reachDemo(area);
      const profile = area.getByRole('tab', {name: 'Profile'});
      await profile.click();
      await expect(profile).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      const notifications = area.getByRole('tab', {name: 'Notifications'});
      await expect(notifications).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(notifications).toHaveAttribute('aria-selected', 'true');
      await expect(area.getByRole('tabpanel')).toContainText('Choose which events send you an e-mail.');
      await page.keyboard.press('ArrowUp');
      await expect(area.getByRole('tab', {name: 'Security'})).toBeFocused();
    });

    test('Swipeable drawer: opens from its button, Escape closes it and returns focus', async ({page}) => {
      await openHydrated(page, '/material-ui/react-drawer');
      const area = demo(page, 'swipeable-filter-drawer');
      await reachDemo(area);
      const opener = area.getByRole('button', {name: 'Filters (1)'});
      await opener.click();
      const sheet = page.getByRole('dialog', {name: 'Filter products'});
      await expect(sheet).toBeVisible();
      await sheet.getByRole('checkbox', {name: 'On sale'}).check();
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
      await expect(area.getByRole('button', {name: 'Filters (2)'})).toBeFocused();
    });
  });
}
