/**
 * Joy UI customization pages, as a reader uses their tools: the theme builder restyles its preview
 * and rewrites its code, the default theme viewer filters, the typography scale switches level,
 * and a scoped colour-scheme demo switches itself only, in light and dark.
 */
import type {Locator} from '@playwright/test';
import {test, expect} from './fixtures';
import {openLiveDemo} from './support/liveDemos';

const style = (locator: Locator, property: 'backgroundColor' | 'fontSize') =>
  locator.evaluate((element, name) => getComputedStyle(element)[name], property);

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({colorScheme});

    test('theme builder: a preset recolours the preview and the generated code; the radius slider rewrites the radius', async ({page}) => {
      const demo = await openLiveDemo(page, '/joy-ui/customization/theme-builder', 'theme-builder');
      const preview = demo.getByTestId('theme-preview');
      const solid = preview.getByRole('button', {name: 'Solid'});
      const code = demo.getByTestId('theme-code');
      const before = await style(solid, 'backgroundColor');
      await expect(code).toContainText("500: '#0B6BCB'");
      await demo.getByRole('button', {name: 'Violet'}).click();
      await expect(demo.getByRole('button', {name: 'Violet'})).toHaveAttribute('aria-pressed', 'true');
      await expect(code).toContainText("500: '#6B3FC8'");
      // Solid buttons use shade 500 in both schemes.
      await expect.poll(() => style(solid, 'backgroundColor')).toBe('rgb(107, 63, 200)');
      expect(before).not.toBe('rgb(107, 63, 200)');
      await expect(code).toContainText("md: '8px'");
      const slider = demo.getByRole('slider', {name: /Radius/});
      await slider.focus();
      await slider.press('ArrowRight');
      await slider.press('ArrowRight');
      await expect(code).toContainText("md: '10px'");
      await expect.poll(() => solid.evaluate((element) => getComputedStyle(element).borderTopLeftRadius)).toBe('7.5px');
    });

    test('default theme viewer: a search term keeps only the matching tokens, and the scheme switch shows the dark values', async ({page}) => {
      const demo = await openLiveDemo(page, '/joy-ui/customization/default-theme-viewer', 'default-theme-viewer');
      const rows = demo.getByTestId('token-row');
      const total = await rows.count();
      expect(total).toBeGreaterThan(200);
      await demo.getByRole('textbox', {name: 'Search theme tokens'}).fill('primary.solidBg');
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText('--joy-palette-primary-solidBg');
      await demo.getByRole('textbox', {name: 'Search theme tokens'}).fill('plainColor');
      await expect.poll(() => rows.count()).toBeLessThan(total);
      const light = await rows.filter({hasText: 'palette.primary.plainColor'}).textContent();
      await demo.getByRole('button', {name: 'Dark'}).click();
      await expect(demo.getByTestId('token-count')).toContainText('dark scheme');
      const dark = await rows.filter({hasText: 'palette.primary.plainColor'}).textContent();
      expect(light).toContain('primary-500');
      expect(dark).toContain('primary-300');
      await demo.getByRole('textbox', {name: 'Search theme tokens'}).fill('no-such-token');
      await expect(rows).toHaveCount(0);
      await expect(demo.getByText('No token matches')).toBeVisible();
    });

    test('typography scale: choosing a level restyles the sample', async ({page}) => {
      const demo = await openLiveDemo(page, '/joy-ui/customization/theme-typography', 'typography-scale');
      const sample = demo.getByTestId('typography-sample');
      await expect(sample).toHaveClass(/MuiTypography-h2/);
      const h2Size = await style(sample, 'fontSize');
      await demo.getByRole('button', {name: 'body-sm'}).click();
      await expect(sample).toHaveClass(/MuiTypography-body-sm/);
      await expect(demo.getByText(/font-size: fontSize-sm/)).toBeVisible();
      expect(await style(sample, 'fontSize')).toBe('14px');
      expect(h2Size).toBe('30px');
    });

    test('scoped colour scheme: the preview switches, the page keeps its mode', async ({page}) => {
      const demo = await openLiveDemo(page, '/joy-ui/customization/dark-mode', 'scoped-color-scheme');
      const preview = demo.getByTestId('scheme-preview');
      const html = page.locator('html');
      const pageMode = await html.getAttribute('data-mui-color-scheme');
      expect(pageMode).toBe(colorScheme);
      const otherDemo = page.getByTestId('demo-per-mode-styles').locator('.MuiCard-root');
      const otherBackground = await style(otherDemo, 'backgroundColor');
      await demo.getByRole('button', {name: 'Light preview'}).click();
      const lightBackground = await style(preview, 'backgroundColor');
      await demo.getByRole('button', {name: 'Dark preview'}).click();
      await expect.poll(() => style(preview, 'backgroundColor')).not.toBe(lightBackground);
      await expect(preview).toHaveAttribute('data-mui-color-scheme', 'dark');
      await expect(html).toHaveAttribute('data-mui-color-scheme', pageMode ?? colorScheme);
      expect(await style(otherDemo, 'backgroundColor')).toBe(otherBackground);
    });
  });
}
