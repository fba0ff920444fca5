/**
 * The funnel chart (Pro) in the keyless evaluation build: its sections and their labels are drawn,
 * and hovering a section shows its tooltip, in light and dark mode.
 */
import {test, expect, openHydrated} from '../support/paidDemos';

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({colorScheme});

    test('a funnel renders one section per step, each labelled with its value', async ({page}) => {
      await openHydrated(page, '/x/react-charts/funnel');
      const demo = page.getByTestId('demo-funnel-basic');
      await demo.scrollIntoViewIfNeeded();
      await expect(demo.getByText('not running in this build')).toHaveCount(0);
      const sections = demo.locator('path.MuiFunnelSection-root');
      await expect(sections).toHaveCount(5);
      for (const value of ['12,400', '7,300', '2,900', '1,600', '1,100']) {
        await expect(demo.locator('svg text', {hasText: value})).toBeVisible();
      }
      // The legend names the steps.
      await expect(demo.getByText('Placed an order')).toBeVisible();

      await sections.nth(2).hover();
      const tooltip = page.locator('.MuiChartsTooltip-root');
      await expect(tooltip).toContainText('Added to cart');
      await expect(tooltip).toContainText('2,900');
    });
  });
}
