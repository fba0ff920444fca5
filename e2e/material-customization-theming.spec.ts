/**
 * Material UI customization demos as a reader uses them, in light and dark: a scoped mode toggle
 * restyles its demo and never the site, a theme variant renders dashed, a right-to-left section
 * mirrors a text field, slotProps reach a TextField's inner elements, and the old CSS variables
 * address leads to its overview.
 */
import type {Locator} from '@playwright/test';
import {test, expect, openHydrated} from './fixtures';
import {reachDemo} from './support/liveDemos';

const style = (locator: Locator, property: string) =>
  locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({colorScheme});

    test('the inbox mode toggle switches only the demo; the site keeps its mode', async ({page}) => {
      await openHydrated(page, '/material-ui/customization/dark-mode');
      const html = page.locator('html');
      const siteTheme = await html.getAttribute('data-theme');
      expect(siteTheme).toBe(colorScheme);
      const demo = page.getByTestId('demo-scoped-mode-toggle');
      // Live first: the colours are read twice, and the server HTML's element could be replaced
      // by the live one between the two reads.
      await reachDemo(demo);
      const inbox = demo.getByTestId('scoped-inbox');
      const toDark = demo.getByRole('button', {name: 'Switch the inbox to dark mode'});
      await expect(toDark).toBeVisible();
      await expect(inbox).toHaveAttribute('data-scheme', 'light');
      await expect.poll(() => style(inbox, 'background-color')).toMatch(/^rgb/);
      const lightBackground = await style(inbox, 'background-color');
      await toDark.click();
      await expect(inbox).toHaveAttribute('data-scheme', 'dark');
      await expect.poll(() => style(inbox, 'background-color')).not.toBe(lightBackground);
      await expect(html).toHaveAttribute('data-theme', siteTheme ?? '');
      await demo.getByRole('button', {name: 'Switch the inbox to light mode'}).click();
      await expect(inbox).toHaveAttribute('data-scheme', 'light');
      await expect.poll(() => style(inbox, 'background-color')).toBe(lightBackground);
      await expect(html).toHaveAttribute('data-theme', siteTheme ?? '');
    });

    test('the dashed theme variant renders a dashed border, the outlined button a solid one', async ({page}) => {
      await openHydrated(page, '/material-ui/customization/theme-components');
      const demo = page.getByTestId('demo-dashed-variant');
      await demo.scrollIntoViewIfNeeded();
      const dashed = demo.getByRole('button', {name: 'Add section'});
      await expect(dashed).toBeVisible();
      // Polled: the demo's server HTML is replaced by the live demo as it hydrates.
      await expect.poll(() => style(dashed, 'border-top-style')).toBe('dashed');
      await expect.poll(() => style(dashed, 'border-top-width')).toBe('2px');
      await expect.poll(() => style(demo.getByRole('button', {name: 'Outlined'}), 'border-top-style')).toBe('solid');
    });

    test('in the right-to-left section the text field adornment sits on the left of the value', async ({page}) => {
      await openHydrated(page, '/material-ui/customization/right-to-left');
      const demo = page.getByTestId('demo-rtl-section');
      await demo.scrollIntoViewIfNeeded();
      const section = demo.getByTestId('rtl-section');
      await expect(section).toHaveAttribute('dir', 'rtl');
      const input = section.getByRole('textbox', {name: 'المبلغ'});
      const adornment = section.getByText('ر.س');
      await expect(input).toBeVisible();
      await expect(adornment).toBeVisible();
      // Polled: the demo's server HTML is replaced by the live demo as it hydrates.
      await expect
        .poll(async () => {
          const [inputBox, adornmentBox] = [await input.boundingBox(), await adornment.boundingBox()];
          return inputBox && adornmentBox ? adornmentBox.x + adornmentBox.width <= inputBox.x + 1 : null;
        })
        .toBe(true);
      await expect.poll(() => style(input, 'text-align')).toMatch(/right|start/);
    });

    test('slotProps reach the TextField: the kg adornment, the native input attributes and the helper text', async ({page}) => {
      await openHydrated(page, '/material-ui/customization/overriding-component-structure');
      const demo = page.getByTestId('demo-slot-props-text-field');
      // Text filled into the server's HTML before the demo goes live would be lost with it.
      await reachDemo(demo);
      const input = demo.getByRole('textbox', {name: 'Parcel weight'});
      await expect(input).toHaveAttribute('maxlength', '5');
      await expect(input).toHaveAttribute('inputmode', 'decimal');
      await expect(demo.getByText('kg', {exact: true})).toBeVisible();
      await expect(demo.getByText('Up to 30 kg')).toBeVisible();
      await input.fill('123456789');
      await expect(input).toHaveValue('12345');
    });

    test('the old CSS theme variables address redirects to the overview', async ({page}) => {
      await page.goto('/material-ui/customization/css-theme-variables');
      await expect(page).toHaveURL(/\/material-ui\/customization\/css-theme-variables\/overview\/?$/);
      await expect(page.getByRole('heading', {level: 1})).toContainText('CSS theme variables');
    });
  });
}
