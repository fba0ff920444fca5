/**
 * Every page of the sitemap hydrates without a console error, page error or hydration warning,
 * and its server HTML already carries the MUI styles it needs (checked with JavaScript off).
 */
import {test, expect, openHydrated} from './fixtures';
import {sitemapPaths} from './sitemap';

const paths = sitemapPaths();

/**
 * The generated API pages share one template: the dark-mode and no-JavaScript passes visit every
 * fifth of them (and every other page), the light pass visits them all.
 */
const isApiPage = (path: string) => /^\/[^/]+\/api\//.test(path);
const sampledPaths = paths.filter((path) => !isApiPage(path) || paths.filter(isApiPage).indexOf(path) % 5 === 0);

test('the sitemap lists every product', () => {
  for (const prefix of ['/material-ui/', '/joy-ui/', '/system/', '/x/', '/experiments/docs/']) {
    expect(paths.some((p) => p.startsWith(prefix)), prefix).toBe(true);
  }
  expect(paths).toContain('/');
});

test.describe('hydrates cleanly', () => {
  for (const path of paths) {
    test(path, async ({page}) => {
      await openHydrated(page, path);
      await expect(page.locator('main, [role="main"]').first()).toBeVisible();
    });
  }
});

test.describe('hydrates cleanly in dark mode', () => {
  test.use({colorScheme: 'dark'});
  for (const path of sampledPaths) {
    test(path, async ({page}) => {
      await openHydrated(page, path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    });
  }
});

test.describe('server HTML is styled before any script runs', () => {
  test.use({javaScriptEnabled: false});
  for (const path of sampledPaths) {
    test(path, async ({page}) => {
      await page.goto(path);
      // The navbar's product menu is a MUI Button on every page: unstyled it would be a grey
      // native button with a 2px border.
      const button = page.getByRole('button', {name: 'Products'});
      await expect(button).toBeVisible();
      const style = await button.evaluate((el) => {
        const s = getComputedStyle(el);
        return {border: s.borderTopWidth, radius: s.borderTopLeftRadius, bg: s.backgroundColor, transform: s.textTransform};
      });
      expect(style).toEqual({border: '0px', radius: '4px', bg: 'rgba(0, 0, 0, 0)', transform: 'none'});
      // MUI's colour variables come from the build-time stylesheet, present before the body.
      const primary = await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--muidocs-palette-primary-main').trim(),
      );
      expect(primary).not.toBe('');
    });
  }
});
