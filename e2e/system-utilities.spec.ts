/**
 * MUI System's utility and layout demos, as a reader tries them: a colour helper recolours its
 * swatch and prints the new value, a responsive layout turns from a column into a row when the
 * viewport widens, a Stack changes direction, and a font weight toggle restyles the sample text,
 * in light and dark.
 */
import type {Locator, Page} from '@playwright/test';
import {test, expect, openHydrated} from './fixtures';

const demo = (page: Page, id: string) => page.getByTestId(`demo-${id}`);
/** Where an element is now; 0 while it is being replaced (a demo hydrating), so a poll retries. */
const position = async (locator: Locator) => (await locator.boundingBox()) ?? {x: 0, y: 0, width: 0, height: 0};
const style = (locator: Locator, property: string) =>
  locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({colorScheme});

    test('colour manipulation: switching helper and coefficient recolours the result and prints it', async ({page}) => {
      await openHydrated(page, '/system/customization/color-manipulation');
      const playground = demo(page, 'color-manipulation-playground');
      await playground.scrollIntoViewIfNeeded();
      const swatch = playground.getByTestId('result-swatch');
      const output = playground.locator('output');
      await expect(output).toContainText("lighten('#2e7d32', 0.30)");
      const lightened = await style(swatch, 'background-color');

      await playground.getByRole('button', {name: 'darken'}).click();
      await expect(output).toContainText("darken('#2e7d32', 0.30)");
      await expect.poll(() => style(swatch, 'background-color')).not.toBe(lightened);
      const darkened = await style(swatch, 'background-color');
      // darken(0.3) scales each channel by 0.7: rgb(46, 125, 50) becomes rgb(32, 87, 35).
      expect(darkened).toBe('rgb(32, 87, 35)');
      await expect(output).toContainText('rgb(32, 87, 35)');

      const slider = playground.getByRole('slider');
      await slider.focus();
      await slider.press('End');
      await expect(output).toContainText("darken('#2e7d32', 1.00)");
      await expect.poll(() => style(swatch, 'background-color')).toBe('rgb(0, 0, 0)');
    });

    test('usage: the responsive figures sit in a column on a phone and in a row on a laptop', async ({page}) => {
      await page.setViewportSize({width: 390, height: 844});
      await openHydrated(page, '/system/getting-started/usage');
      const figures = demo(page, 'usage-responsive');
      await figures.scrollIntoViewIfNeeded();
      const orders = figures.getByText('Orders', {exact: true});
      const returns = figures.getByText('Returns', {exact: true});
      await expect(returns).toBeVisible();
      await expect
        .poll(async () => {
          const [top, bottom] = [await position(orders), await position(returns)];
          return bottom.y - (top.y + top.height);
        })
        .toBeGreaterThan(0);

      await page.setViewportSize({width: 1280, height: 900});
      await figures.scrollIntoViewIfNeeded();
      await expect.poll(async () => Math.abs((await position(returns)).y - (await position(orders)).y)).toBeLessThan(2);
      await expect.poll(async () => (await position(returns)).x - (await position(orders)).x).toBeGreaterThan(0);
    });

    test('Stack: the direction toggle lays the steps out in a row, then a reversed column', async ({page}) => {
      await openHydrated(page, '/system/react-stack');
      const stackDemo = demo(page, 'stack-direction-toggle');
      await stackDemo.scrollIntoViewIfNeeded();
      const stack = stackDemo.getByTestId('direction-stack');
      const first = stack.getByText('Step 1');
      const second = stack.getByText('Step 2');
      await expect(stack).toHaveCSS('flex-direction', 'row');
      await expect(second).toBeVisible();
      await expect.poll(async () => (await position(second)).x - (await position(first)).x).toBeGreaterThan(0);

      await stackDemo.getByRole('button', {name: 'column-reverse'}).click();
      await expect(stackDemo.getByRole('button', {name: 'column-reverse'})).toHaveAttribute('aria-pressed', 'true');
      await expect(stack).toHaveCSS('flex-direction', 'column-reverse');
      // Reversed: step 2 now sits above step 1.
      await expect.poll(async () => (await position(first)).y - (await position(second)).y).toBeGreaterThan(0);
    });

    test('typography: choosing a theme weight restyles the sample text', async ({page}) => {
      await openHydrated(page, '/system/typography');
      const weightDemo = demo(page, 'typography-weight');
      await weightDemo.scrollIntoViewIfNeeded();
      const sample = weightDemo.getByTestId('weight-sample');
      await expect(sample).toHaveCSS('font-weight', '400');
      await weightDemo.getByRole('button', {name: 'Bold'}).click();
      await expect(sample).toHaveCSS('font-weight', '700');
      await expect(weightDemo.locator('code')).toHaveText("sx={{ fontWeight: 'fontWeightBold' }}");
      await weightDemo.getByRole('button', {name: 'Light'}).click();
      await expect(sample).toHaveCSS('font-weight', '300');
    });
  });
}
