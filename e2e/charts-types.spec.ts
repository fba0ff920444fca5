/**
 * The Charts demo galleries: what a reader does with a bar and a pie demo, and what they then
 * see, in light and dark mode. The funnel (Pro) runs in the keyless evaluation build, so its test
 * is in e2e/paid/charts-types-funnel.spec.ts.
 */
import type {Locator, Page} from '@playwright/test';
import {test, expect, openHydrated} from './fixtures';

/** Opens a page, brings a demo into view and waits for its chart to be drawn. */
async function chartDemo(page: Page, path: string, id: string, element: string): Promise<Locator> {
  await openHydrated(page, path);
  const demo = page.getByTestId(`demo-${id}`);
  await demo.scrollIntoViewIfNeeded();
  await expect(demo.locator(element).first()).toBeVisible();
  return demo;
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({colorScheme});

    test('hovering a bar shows the tooltip with the values of its month', async ({page}) => {
      const demo = await chartDemo(page, '/x/react-charts/bar-demo', 'bar-demo-simple', '.MuiBarElement-root');
      // The first bar: Online sales in January.
      await demo.locator('.MuiBarElement-root').first().hover();
      const tooltip = page.locator('.MuiChartsTooltip-root');
      await expect(tooltip).toBeVisible();
      await expect(tooltip).toContainText('Jan');
      await expect(tooltip).toContainText('Online');
      await expect(tooltip).toContainText('€42k');
      await expect(tooltip).toContainText('In store');
      await expect(tooltip).toContainText('€31k');
    });

    test('a pie slice grows and the others fade on hover; a click shows its details', async ({page}) => {
      const demo = await chartDemo(page, '/x/react-charts/pie-demo', 'pie-demo-click', '.MuiPieArc-root');
      const arcs = demo.locator('path.MuiPieArc-root');
      await expect(arcs).toHaveCount(4);
      await expect(demo.getByText('Click a slice to see its details.')).toBeVisible();

      // The second arc is "Social".
      const social = arcs.nth(1);
      await social.hover();
      await expect(social).toHaveClass(/MuiPieArc-highlighted/);
      await expect(arcs.nth(0)).toHaveClass(/MuiPieArc-faded/);
      await expect(page.locator('.MuiChartsTooltip-root')).toContainText('Social');

      await social.click();
      await expect(demo.getByText('Social: 2,600 visits. Two campaigns in March.')).toBeVisible();
    });
  });
}
