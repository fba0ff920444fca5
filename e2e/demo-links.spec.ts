/**
 * A demo's sample link stands for a page of the reader's app. In the docs it leads nowhere: its
 * `href` is `#` (which the build's link check accepts) and the demo handles its click with
 * `event.preventDefault()`, so a click neither leaves the page nor scrolls it to the top. The
 * links below once pointed to pages and ids that do not exist (`/garden`, `#inherit`, ...) and
 * are named one by one; then every `href="#"` link of every demo preview in the build is clicked.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Locator, Page} from '@playwright/test';
import * as cheerio from 'cheerio';
import {test, expect, openHydrated} from './fixtures';
import {isRendered} from './support/liveDemos';
import {sitemapPaths} from './sitemap';
import {candidateFiles} from '../scripts/after-build/link-check/src/links';
import {DEMO_PREVIEW_ATTRIBUTE} from '../src/constants/dom';

const SAMPLE_LINK = 'a[href="#"]';

interface NamedLink {
  readonly path: string;
  readonly demo: string;
  readonly name: string;
}

const NAMED_LINKS: readonly NamedLink[] = [
  {path: '/material-ui/react-breadcrumbs', demo: 'basic-breadcrumbs', name: 'Garden'},
  {path: '/material-ui/react-breadcrumbs', demo: 'icon-breadcrumbs', name: 'Projects'},
  {path: '/material-ui/react-breadcrumbs', demo: 'collapsed-breadcrumbs', name: 'Catalog'},
  {path: '/material-ui/react-link', demo: 'underline-link', name: 'Inherited color'},
  {path: '/material-ui/react-link', demo: 'underline-link', name: 'Smaller body2 text'},
  {path: '/joy-ui/react-breadcrumbs', demo: 'breadcrumbs-separators-and-sizes', name: 'Settings'},
  {path: '/system/react-box', demo: 'box-component', name: 'A Box rendered as a link'},
];

/** For each built page with sample links in its demo previews: each demo's id and its count of them. */
function pagesWithSampleLinks(): Map<string, Map<string, number>> {
  const buildDir = path.join(__dirname, '..', 'build');
  const pages = new Map<string, Map<string, number>>();
  for (const pagePath of sitemapPaths()) {
    const file = candidateFiles(pagePath)
      .map((candidate) => path.join(buildDir, candidate))
      .find((candidate) => candidate.endsWith('.html') && fs.existsSync(candidate));
    const html = file ? fs.readFileSync(file, 'utf8') : '';
    if (!html.includes(DEMO_PREVIEW_ATTRIBUTE)) {
      continue;
    }
    const $ = cheerio.load(html);
    const demos = new Map<string, number>();
    $(`[${DEMO_PREVIEW_ATTRIBUTE}]`).each((_, preview) => {
      const count = $(preview).find(SAMPLE_LINK).length;
      const demo = $(preview).closest('[data-testid^="demo-"]').attr('data-testid');
      if (count > 0 && demo) {
        demos.set(demo, (demos.get(demo) ?? 0) + count);
      }
    });
    if (demos.size > 0) {
      pages.set(pagePath, demos);
    }
  }
  return pages;
}

/**
 * Clicks a link as a reader does (scrolled to it, the demo live) and checks that the page stays:
 * the same address and scroll position, and the click's default action prevented (a window
 * listener runs after React's, which listens on the root).
 */
async function clickStaysOnPage(page: Page, link: Locator, label: string): Promise<void> {
  await link.scrollIntoViewIfNeeded();
  // A reader's pointer on the demo: a Data Grid demo is a snapshot until the reader reaches for it.
  await link.hover();
  await expect.poll(() => isRendered(link), `${label} is live`).toBe(true);
  await page.evaluate(() => {
    window.addEventListener('click', (event) => document.documentElement.setAttribute('data-test-click-prevented', String(event.defaultPrevented)), {once: true});
  });
  const before = await page.evaluate(() => ({url: window.location.href, scrollY: Math.round(window.scrollY)}));
  await link.click();
  await expect(page.locator('html'), `${label}: the demo handles the click`).toHaveAttribute('data-test-click-prevented', 'true');
  const after = await page.evaluate(() => ({url: window.location.href, scrollY: Math.round(window.scrollY)}));
  expect(after, `${label}: same address, same place on the page`).toEqual(before);
}

for (const {path: pagePath, demo, name} of NAMED_LINKS) {
  test(`${pagePath}, demo ${demo}: the sample link "${name}" keeps the reader on the page`, async ({page}) => {
    await openHydrated(page, pagePath);
    const link = page.getByTestId(`demo-${demo}`).getByRole('link', {name, exact: true}).first();
    await expect(link).toHaveAttribute('href', '#');
    await clickStaysOnPage(page, link, `"${name}"`);
  });
}

const SAMPLE_LINK_PAGES = pagesWithSampleLinks();

test('the build has demos with sample links', () => {
  expect([...SAMPLE_LINK_PAGES.keys()]).toEqual(expect.arrayContaining([...new Set(NAMED_LINKS.map((link) => link.path))]));
});

for (const [pagePath, demos] of SAMPLE_LINK_PAGES) {
  test(`${pagePath}: every sample link of its demos keeps the reader on the page`, async ({page}) => {
    await openHydrated(page, pagePath);
    for (const [demo, count] of demos) {
      const links = page.getByTestId(demo).locator(`[${DEMO_PREVIEW_ATTRIBUTE}] ${SAMPLE_LINK}`);
      await expect(links).toHaveCount(count);
      for (let i = 0; i < count; i += 1) {
        await clickStaysOnPage(page, links.nth(i), `${demo}, sample link ${i + 1} of ${count}`);
      }
    }
  });
}
