/**
 * The layout and utility demos of the Material UI pages, as a reader tries them: a list that
 * animates items in and out, a modal opened from a modal, a hover popover, the Stack playground,
 * a popper closed with Escape and a lightbox driven by the keyboard, in light and dark.
 */
import type {Locator, Page} from '@playwright/test';
import {test, expect, openHydrated} from './fixtures';
import {isRendered, reachDemo, reachFor} from './support/liveDemos';

const demo = (page: Page, id: string) => page.getByTestId(`demo-${id}`);

async function box(locator: Locator) {
  const rect = await locator.boundingBox();
  if (rect === null) {
    throw new Error('the element is not displayed');
  }
  return rect;
}

const flexDirection = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).flexDirection);

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({colorScheme});

    test('Transitions: the TransitionGroup list adds an item at the top and removes another', async ({page}) => {
      await openHydrated(page, '/material-ui/react-transitions');
      const area = demo(page, 'transition-group-list');
      await reachDemo(area);
      const basket = area.getByRole('list', {name: 'Basket'});
      await expect(basket.getByRole('listitem')).toHaveText(['Apples', 'Bananas', 'Cherries']);
      await area.getByRole('button', {name: 'Add to basket'}).click();
      await expect(basket.getByRole('listitem')).toHaveText(['Dates', 'Apples', 'Bananas', 'Cherries']);
      await area.getByRole('button', {name: 'Remove Bananas'}).click();
      // The item stays mounted while it collapses, then leaves the list.
      await expect(basket.getByRole('listitem')).toHaveText(['Dates', 'Apples', 'Cherries']);
    });

    test('Modal: Escape closes the nested modal and returns focus to the first one', async ({page}) => {
      await openHydrated(page, '/material-ui/react-modal');
      const area = demo(page, 'nested-modal');
      await reachDemo(area);
      await area.getByRole('button', {name: 'Project settings'}).click();
      const settings = page.getByRole('dialog', {name: 'Project settings'});
      await expect(settings).toBeVisible();
      const deleteButton = settings.getByRole('button', {name: 'Delete project'});
      await deleteButton.click();
      const confirm = page.getByRole('dialog', {name: 'Delete this project?'});
      await expect(confirm).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(confirm).toHaveCount(0);
      await expect(settings).toBeVisible();
      await expect(deleteButton).toBeFocused();
      // The first modal is on top again: the next Escape closes it.
      await page.keyboard.press('Escape');
      await expect(settings).toHaveCount(0);
      await expect(area).toContainText('Project: Spring launch');
    });

    test('Popover: opens when the pointer is over the words and closes when it leaves', async ({page}) => {
      await openHydrated(page, '/material-ui/react-popover');
      const area = demo(page, 'mouse-hover-popover');
      await reachFor(area);
      const trigger = area.getByText('priority support');
      await expect.poll(() => isRendered(trigger)).toBe(true);
      const hint = page.getByText('Replies within four business hours by email and chat.');
      await expect(hint).toHaveCount(0);
      await trigger.hover();
      await expect(hint).toBeVisible();
      const areaBox = await box(area);
      await page.mouse.move(areaBox.x + areaBox.width - 4, areaBox.y + 4);
      await expect(hint).toHaveCount(0);
    });

    test('Stack: the interactive playground switches the direction and the code follows', async ({page}) => {
      await openHydrated(page, '/material-ui/react-stack');
      const area = demo(page, 'interactive-stack');
      await reachFor(area);
      const radio = area.getByRole('radio', {name: 'column', exact: true});
      await expect.poll(() => isRendered(radio)).toBe(true);
      const stack = area.getByTestId('interactive-stack');
      expect(await flexDirection(stack)).toBe('row');
      const first = stack.getByText('Item 1');
      const second = stack.getByText('Item 2');
      const rowFirst = await box(first);
      const rowSecond = await box(second);
      expect(rowSecond.x).toBeGreaterThan(rowFirst.x + rowFirst.width - 1);
      await radio.check();
      await expect.poll(() => flexDirection(stack)).toBe('column');
      await expect(area.locator('pre')).toContainText('direction="column"');
      const columnFirst = await box(first);
      const columnSecond = await box(second);
      expect(columnSecond.y).toBeGreaterThan(columnFirst.y + columnFirst.height - 1);
    });

    test('Popper: the panel takes focus, a click inside keeps it, Escape closes it and returns focus', async ({page}) => {
      await openHydrated(page, '/material-ui/react-popper');
      const area = demo(page, 'click-away-popper');
      await reachDemo(area);
      const opener = area.getByRole('button', {name: 'Storage usage'});
      await opener.click();
      await expect(opener).toHaveAttribute('aria-expanded', 'true');
      const panel = page.getByRole('dialog', {name: 'Storage usage'});
      await expect(panel).toBeFocused();
      await panel.getByText('12.4 GB of 20 GB used').click();
      await expect(panel).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(panel).toHaveCount(0);
      await expect(opener).toBeFocused();
      await expect(opener).toHaveAttribute('aria-expanded', 'false');
    });

    test('Modal: the lightbox moves between photos with the arrow keys and returns focus', async ({page}) => {
      await openHydrated(page, '/material-ui/react-modal');
      const area = demo(page, 'lightbox-modal');
      await reachDemo(area);
      const opener = area.getByRole('button', {name: 'Open Low tide on the coast'});
      await opener.click();
      const lightbox = page.getByRole('dialog');
      await expect(lightbox).toHaveAccessibleName('Low tide on the coast (2 of 3)');
      await page.keyboard.press('ArrowRight');
      await expect(lightbox).toHaveAccessibleName('Moonrise over the valley (3 of 3)');
      await page.keyboard.press('ArrowRight');
      await expect(lightbox).toHaveAccessibleName('Alpine ridge at dawn (1 of 3)');
      await page.keyboard.press('Escape');
      await expect(lightbox).toHaveCount(0);
      await expect(opener).toBeFocused();
    });
  });
}
