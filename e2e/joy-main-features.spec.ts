/**
 * Joy UI's main features, as a reader sees them in the demos: colour inversion recolours what is
 * inside a solid surface, and a variant switched once restyles every component, in light and dark.
 */
import type {Locator} from '@playwright/test';
import {test, expect, openHydrated} from './fixtures';

const background = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).backgroundColor);

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({colorScheme});

    test('inside an inverted solid Card the solid button stands out; switched off, it melts into the card', async ({page}) => {
      await openHydrated(page, '/joy-ui/main-features/color-inversion');
      const demo = page.getByTestId('demo-inverted-card');
      await demo.scrollIntoViewIfNeeded();
      const card = demo.locator('.MuiCard-root');
      const choose = card.getByRole('button', {name: 'Choose'});
      const cardBackground = await background(card);
      expect(await background(choose)).not.toBe(cardBackground);
      await demo.getByRole('switch', {name: 'invertedColors'}).click();
      await expect(demo.getByRole('switch', {name: 'invertedColors'})).not.toBeChecked();
      await expect.poll(() => background(choose)).toBe(cardBackground);
      // The card itself keeps its solid primary background either way.
      expect(await background(card)).toBe(cardBackground);
    });

    test('switching the variant restyles every component of the demo at once', async ({page}) => {
      await openHydrated(page, '/joy-ui/main-features/global-variants');
      const demo = page.getByTestId('demo-same-variant-many-components');
      await demo.scrollIntoViewIfNeeded();
      const alert = demo.getByRole('alert');
      const chip = demo.locator('.MuiChip-root');
      const softAlert = await background(alert);
      const softChip = await background(chip);
      await demo.getByRole('button', {name: 'solid'}).click();
      await expect(demo.getByRole('button', {name: 'solid'})).toHaveAttribute('aria-pressed', 'true');
      await expect.poll(() => background(alert)).not.toBe(softAlert);
      const solidChip = await background(chip);
      expect(solidChip).not.toBe(softChip);
      await demo.getByRole('button', {name: 'plain'}).click();
      await expect.poll(() => background(chip)).not.toBe(solidChip);
      expect(await background(chip)).not.toBe(softChip);
    });
  });
}
