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

    test('inside an inverted solid Card the solid button stands out; without inversion it melts into the card', async ({page}) => {
      await openHydrated(page, '/joy-ui/main-features/color-inversion');
      const demo = page.getByTestId('demo-inverted-card');
      await demo.scrollIntoViewIfNeeded();
      const [plainCard, invertedCard] = [demo.locator('.MuiCard-root').nth(0), demo.locator('.MuiCard-root').nth(1)];
      await expect(invertedCard.getByText('invertedColors')).toBeVisible();
      const plainChoose = plainCard.getByRole('button', {name: 'Choose'});
      const invertedChoose = invertedCard.getByRole('button', {name: 'Choose'});
      expect(await background(plainChoose)).toBe(await background(plainCard));
      expect(await background(invertedChoose)).not.toBe(await background(invertedCard));
      // The card itself keeps its solid primary background either way.
      expect(await background(invertedCard)).toBe(await background(plainCard));
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
