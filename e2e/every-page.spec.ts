/**
 * Every page of the sitemap hydrates without a console error, page error or hydration warning,
 * passes axe-core (no serious or critical WCAG 2.1 A/AA violation) in light and in dark mode, and
 * its server HTML already carries the MUI styles it needs (checked with JavaScript off).
 * Pages are visited in batches on one tab, so a batch costs one browser context; every console
 * message the fixture records names the page it came from.
 *
 * What each pass visits, to keep the suite within its time:
 * - light, then dark by switching the system colour scheme in place: every page but the
 *   generated API pages, which share one template: one in four of them;
 * - loaded in dark mode (the mode applied before hydration): one page in three;
 * - JavaScript off: one page in three (another third).
 */
import type {Page} from '@playwright/test';
import {test, expect, openHydrated} from './fixtures';
import {sitemapPaths} from './sitemap';
import {seriousViolations} from './support/axe';
import {EMOTION_CACHE_KEY, EMOTION_RTL_CACHE_KEY} from '../src/constants/theme';

const paths = sitemapPaths();
const BATCH_SIZE = 10;

const isApiPage = (path: string) => /^\/[^/]+\/api\//.test(path) || /^\/x\/api\//.test(path);
const apiPaths = paths.filter(isApiPage);
const checkedPaths = paths.filter((path) => !isApiPage(path) || apiPaths.indexOf(path) % 4 === 0);
const darkLoadPaths = checkedPaths.filter((_path, index) => index % 3 === 0);
const noScriptPaths = checkedPaths.filter((_path, index) => index % 3 === 1);

function batches(list: readonly string[]): string[][] {
  const result: string[][] = [];
  for (let i = 0; i < list.length; i += BATCH_SIZE) {
    result.push(list.slice(i, i + BATCH_SIZE));
  }
  return result;
}

function batchName(batch: readonly string[]): string {
  return `${batch[0]} … ${batch.at(-1)} (${batch.length} pages)`;
}

async function expectHydrated(page: Page, path: string): Promise<void> {
  await openHydrated(page, path);
  await expect(page.locator('main, [role="main"]').first(), path).toBeVisible();
}

test('the sitemap lists every product', () => {
  for (const prefix of ['/material-ui/', '/joy-ui/', '/system/', '/x/', '/experiments/docs/']) {
    expect(paths.some((p) => p.startsWith(prefix)), prefix).toBe(true);
  }
  expect(paths).toContain('/');
});

test.describe('hydrates cleanly and passes axe in light and dark mode', () => {
  test.use({colorScheme: 'light'});
  for (const batch of batches(checkedPaths)) {
    test(batchName(batch), async ({page}) => {
      for (const path of batch) {
        await page.emulateMedia({colorScheme: 'light'});
        await expectHydrated(page, path);
        expect(await seriousViolations(page), `${path} (light)`).toEqual([]);
        // The mode follows the system until the reader picks one: the page turns dark in place.
        await page.emulateMedia({colorScheme: 'dark'});
        await expect(page.locator('html'), path).toHaveAttribute('data-theme', 'dark');
        expect(await seriousViolations(page), `${path} (dark)`).toEqual([]);
      }
    });
  }
});

test.describe('hydrates cleanly when loaded in dark mode', () => {
  test.use({colorScheme: 'dark'});
  for (const batch of batches(darkLoadPaths)) {
    test(batchName(batch), async ({page}) => {
      for (const path of batch) {
        await expectHydrated(page, path);
        await expect(page.locator('html'), path).toHaveAttribute('data-theme', 'dark');
      }
    });
  }
});

test.describe('server HTML is styled before any script runs', () => {
  test.use({javaScriptEnabled: false});
  for (const batch of batches(noScriptPaths)) {
    test(batchName(batch), async ({page}) => {
      for (const path of batch) {
        await page.goto(path);
        // The navbar's Products button is on every page: unstyled it would be a grey native
        // button with a 2px border.
        const button = page.getByRole('button', {name: 'Products'});
        await expect(button, path).toBeVisible();
        const style = await button.evaluate((el) => {
          const s = getComputedStyle(el);
          return {border: s.borderTopWidth, radius: s.borderTopLeftRadius, bg: s.backgroundColor, transform: s.textTransform};
        });
        expect(style, path).toEqual({border: '0px', radius: '4px', bg: 'rgba(0, 0, 0, 0)', transform: 'none'});
        // Its arrow is a plain SVG sized by a CSS module: unstyled it would take an SVG's
        // default 300 x 150 px.
        const icon = await button.locator('svg').evaluate((el) => {
          const s = getComputedStyle(el);
          return {width: s.width, height: s.height};
        });
        expect(icon, path).toEqual({width: '20px', height: '20px'});
        // No content waits for a script to be revealed: React's streaming renderer can move a
        // Suspense boundary's HTML into a hidden segment that a script shows later (content
        // missing without JavaScript, and a layout shift when it appears).
        await expect(page.locator('div[hidden][id^="S:"]'), path).toHaveCount(0);
        // Every MUI component is rendered inside a MuiScope, so its styles come from the site's
        // Emotion caches. Another key (Emotion's default is "css") means a component rendered
        // outside one: MUI's default theme, with light colours in dark mode.
        const emotionKeys = await page.locator('style[data-emotion]').evaluateAll((tags) =>
          [...new Set(tags.map((tag) => tag.getAttribute('data-emotion')?.split(' ')[0]))].sort(),
        );
        // Global styles (GlobalStyles, CssBaseline) carry the cache key with a `-global` suffix.
        const siteKeys: readonly string[] = [EMOTION_CACHE_KEY, EMOTION_RTL_CACHE_KEY].flatMap((key) => [key, `${key}-global`]);
        expect(emotionKeys.filter((key) => !siteKeys.includes(key ?? '')), path).toEqual([]);
        // MUI's colour variables come from the build-time stylesheet, present before the body.
        const primary = await page.evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue('--muidocs-palette-primary-main').trim(),
        );
        expect(primary, path).not.toBe('');
      }
    });
  }
});
