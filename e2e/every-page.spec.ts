/**
 * Every page of the sitemap hydrates without a console error, page error or hydration warning,
 * passes axe-core (no serious or critical WCAG 2.1 A/AA violation, live demos included) in light
 * and in dark mode, and its server HTML already carries the MUI styles it needs (checked with
 * JavaScript off).
 * Pages are visited in batches on one tab, so a batch costs one browser context; every console
 * message the fixture records names the page it came from.
 *
 * What each pass visits, to keep the suite within its time (`E2E_FULL=1`: every pass on every
 * page), out of every page but the generated API pages, which share one template (one in six):
 * - hydration, loaded in light or dark (alternating): one page in two;
 * - axe in both modes, the loaded one and the other switched to in place: one of those in three
 *   (so pages loaded dark are audited as well as pages loaded light);
 * - JavaScript off: the other half.
 */
import type {Page} from '@playwright/test';
import {test, expect, openHydrated} from './fixtures';
import {sitemapPaths} from './sitemap';
import {seriousViolations} from './support/axe';
import {EMOTION_CACHE_KEY, EMOTION_RTL_CACHE_KEY} from '../src/constants/theme';

const paths = sitemapPaths();
const BATCH_SIZE = 10;
/** One generated API page in this many is visited: they share one template. */
const API_SAMPLE = 6;

const isApiPage = (path: string) => /^\/[^/]+\/api\//.test(path) || /^\/x\/api\//.test(path);
const apiPaths = paths.filter(isApiPage);
const checkedPaths = paths.filter((path) => !isApiPage(path) || apiPaths.indexOf(path) % API_SAMPLE === 0);
const MODES = ['light', 'dark'] as const;
/**
 * Loading and hydrating a page takes one to three seconds on this site, and axe one to two seconds
 * a run (live demos included), two runs a page. Within the suite's time the pages are split: one
 * half hydrates (axe in both modes on every third of those), the other half is checked with
 * JavaScript off, so every page is covered by one pass and every product and page type by each.
 * `E2E_FULL=1` runs every pass on every page (a full audit, about three times as long).
 */
const FULL = process.env.E2E_FULL === '1';
const hydratedPaths = FULL ? checkedPaths : checkedPaths.filter((_path, index) => index % 2 === 0);
const axePaths = new Set(FULL ? hydratedPaths : hydratedPaths.filter((_path, index) => index % 3 === 0));
const noScriptPaths = FULL ? checkedPaths : checkedPaths.filter((_path, index) => index % 2 === 1);

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

test.describe('hydrates cleanly in either mode, and passes axe in light and dark mode', () => {
  // In the full audit every page of a batch gets axe twice: ten pages take over a minute. On a
  // slow day of the 2-core machine, beside the other worker, a batch of Joy UI pages took just
  // over a minute in the usual pass too.
  test.describe.configure({timeout: FULL ? 240_000 : 120_000});
  for (const batch of batches(hydratedPaths)) {
    test(batchName(batch), async ({page}) => {
      // Every page of the batch is checked before the test fails, so one run lists them all.
      const findings: string[] = [];
      let chromeChecked = false;
      for (const path of batch) {
        // Pages alternate in the mode they load in: light, or dark (the mode applied before the
        // first paint, so hydration must agree with it).
        const [first, second] = hydratedPaths.indexOf(path) % 2 === 0 ? MODES : [...MODES].reverse();
        await page.emulateMedia({colorScheme: first});
        await expectHydrated(page, path);
        await expect(page.locator('html'), path).toHaveAttribute('data-theme', first);
        if (!axePaths.has(path)) {
          continue;
        }
        // The site chrome (navbar, sidebar, footer) is the same on every page of a product but
        // for the current item: it is checked on the first page checked in each batch.
        const scope = chromeChecked ? 'content' : 'page';
        chromeChecked = true;
        // Live demos are checked with the rest: an example must be accessible as readers copy it.
        findings.push(...(await seriousViolations(page, {scope, demos: true})).map((line) => `${path} (${first}) ${line}`));
        // The mode follows the system until the reader picks one: the page turns in place.
        await page.emulateMedia({colorScheme: second});
        await expect(page.locator('html'), path).toHaveAttribute('data-theme', second);
        // Only colours change with the mode: names, roles and structure were checked above.
        findings.push(...(await seriousViolations(page, {scope, rules: 'colour', demos: true})).map((line) => `${path} (${second}) ${line}`));
      }
      expect(findings).toEqual([]);
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
