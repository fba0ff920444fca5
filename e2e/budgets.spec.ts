/**
 * Byte budgets: the gzip size of the JavaScript and CSS each page type loads before the reader
 * touches anything (first load, hydration, the ad slot and analytics chunks that follow on their
 * own). Bytes are stable across machines and runs, unlike timings, so they are asserted here;
 * speed is measured by `npm run bench`.
 *
 * To raise a budget deliberately: measure with `npm run bench` (or read this test's failure,
 * which prints the new figure), say in the commit message what the bytes buy, and set the budget
 * to the new figure plus about 2 %. Lowering a budget after a saving keeps the saving.
 */
import zlib from 'node:zlib';
import type {Page} from '@playwright/test';
import {test, expect, openSettled, networkSettled} from './fixtures';

const KIB = 1024;

/**
 * gzip KiB per page type, from the build measured when the budget was set, plus ~2 %.
 * Last set with 567 pages (Joy UI, System and MUI X filled in, their API pages generated): the
 * route table, chunk map and docs data that every page loads grew by about 30 KiB with the 280
 * new pages (Docusaurus ships them whole, whatever the page), and the MUI X pages now render live
 * components (the Data Grid page its grid). Then lowered by 16-26 KiB: live editing's scope is
 * imported statically, so the ~1,900 one-module chunks it created (each an entry in the chunk map
 * every page loads) are gone; and by 4-8 KiB more on docs pages once their version data left out
 * the doc descriptions nothing reads (plugins/lean-docs), and by 4 KiB more on every page once the
 * browser's route registry dropped module paths only the server reads.
 * Then by 7-11 KiB more: the global docs data keeps one doc per single-version product, docs
 * pages' version data no doc map (plugins/lean-docs), and main.js no longer carries every
 * product's page tree for the default navigation. Then by 42-52 KiB more: the route table is
 * split by product (plugins/route-split), Prism's language catalogue left main.js, and the
 * runtime lost its chunk-name maps (plugins/chunk-id-filenames, plugins/route-split); the component
 * page a little more, as previews far from the viewport hydrate when scrolled near.
 * Then the component page by 18 KiB: the demo toolbar's tooltips (MUI's Tooltip and Popper) and
 * the live editor load on first use, and its divider is a styled rule.
 * Then by 16-17 KiB on every page: prism-react-renderer's Prism with 40 languages and 20 themes
 * gave way to one with the docs' languages (plugins/lean-prism), the browser's site config lost
 * the fields only the build reads (plugins/browser-config-trim), a page's route says its path once, and
 * the search dialog's and settings drawer's words load with them.
 * Then by 10-11 KiB on every page: Prism's grammars load only for code shown after the page has
 * hydrated (a hydrating page keeps the lines its build highlighted), and the ejected code-block
 * component is in the code-block chunk rather than in each page's (plugins/lean-prism,
 * plugins/chunk-id-filenames).
 * Then the Data Grid page by 184 KiB: its grids show a snapshot the build drew, and their code
 * (the grid's package, 124 KiB of it) loads when the reader reaches for one (scripts/after-build/demo-snapshots).
 * Then the text and API pages up by 0.4 KiB (to 182.2 and 184.3, budgets plus 2 %): the sidebar
 * knows its top level, so the product's first group closes on pages of another group (24 fewer
 * links in the HTML and the hydration of every MUI X page outside the Data Grid, 11 on Material
 * UI pages outside Getting started).
 * Then up, measured together (home 187.3, component page 249.9, MUI X text page 178.6 KiB JS;
 * CSS 23.13 KiB on every page; budgets the figure plus about 2 %): the Copy page button on every
 * docs page (about 0.5 KiB), the demo toolbar's Open in StackBlitz/CodeSandbox buttons (about 0.8
 * KiB; the project builder loads on demand), RouterLink, which prefetches MUI-rendered links
 * whatever Docusaurus' Link does with refs, and the phone navbar's layout rules (the CSS).
 * Then MUI X up (text page 178.6 to 187.3 KiB, Data Grid page to 247.6): its navigation went from
 * 80 to 229 pages, and every MUI X page loads the product's route table (10 KiB) and its sidebar
 * data (5 KiB), which grow with each page. Splitting both by component family would win this back.
 * Then the route table split by section within each product (plugins/route-split: each MUI X
 * family, each product's component pages and API pages load their routes with their first page),
 * measured together: home 190.0, text page 181.3, API page 187.4, MUI X text page 180.2 (from
 * 187.3), Data Grid page 243.5 (from 247.6) KiB JS; budgets lowered to the figures plus about 2 %
 * where they were above it. The component page up to 256.7: the Button page went from 4 to 10
 * demos, whose code and sources are in its chunk (a page pays for its own demos).
 * Then, measured together: a demo goes live when the reader reaches for it, and its running code,
 * MUI and Emotion load then; the demo frame and toolbar are plain markup (src/components/Demo).
 * The component page went from 256.7 to 198.0 KiB JS, the Data Grid page from 243.5 to 193.7.
 * The other pages went up by about 2 KiB: the runtime's chunk map has an entry for each page's
 * chunk of demo code (376 of them). The home page went up by 5 KiB in all: MUI's core, used by
 * those chunks in other combinations, is split into more, smaller chunks. CSS went from 23.1 to
 * 23.9 KiB on every page: the frame, toolbar and paid-demo notice drawn in CSS. Budgets are the
 * new figures plus about 2 %.
 * Then the component page at 202.3 KiB JS, over its budget by 0.3 KiB: a page's chunk of demo
 * code carries the reading of the next page's demos from its HTML's text (now src/utils/
 * drawnDemoHtml.ts, which spares a navigation a parse of about 40 ms at 4x), a little larger than
 * the parse it replaced, and the sidebar's memoised items. Its budget is the figure plus 2 %.
 * Then the Data Grid page at 198.4 KiB JS, over its budget by 0.4 KiB, the component page at 202.8:
 * the demo component and its modules, copied into every page's chunk of demo code before, are
 * one chunk of their own (plugins/chunk-id-filenames, `splitWhenShared`), one more file for a
 * first visit (about 0.3 KiB more gzip) and 24 KB less for each navigation to such a page. The
 * Data Grid page's budget is the figure plus 2 %.
 * Then every page about 1.9 KiB more: the worker that fetches and reads the next page's demos off
 * the page's thread, started once the page has loaded and the browser is idle
 * (src/workers/drawnDemos.ts, 1.4 KiB), and its client in the main bundle (0.6 KiB). The text
 * page measured 187.0 KiB, the API page 193.1: their budgets are the figures plus about 1 %.
 * Then the MUI X text page at 186.0 KiB, over its budget by 21 bytes: the same worker and client,
 * which also falls back to the page's thread on a reply the page cannot receive (`messageerror`).
 * Its budget is the figure plus about 1 %.
 */
const BUDGETS = [
  {type: 'home', path: '/', js: 199.5, css: 24.4},
  {type: 'text page', path: '/material-ui/getting-started/installation', js: 189, css: 24.4},
  {type: 'component page with demos', path: '/material-ui/react-button', js: 206, css: 24.4},
  {type: 'API page', path: '/material-ui/api/button', js: 195, css: 24.4},
  {type: 'MUI X text page', path: '/x/introduction', js: 188, css: 24.4},
  {type: 'MUI X page with Data Grid demos', path: '/x/react-data-grid', js: 202.4, css: 24.4},
] as const;

interface Loaded {
  readonly js: number;
  readonly css: number;
  readonly files: readonly string[];
}

/** What the page loads on its own: scripts and stylesheets from the site, gzipped. */
async function loadedBytes(page: Page, path: string): Promise<Loaded> {
  const urls = new Map<string, 'js' | 'css'>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    const type = response.request().resourceType();
    if (url.hostname === '127.0.0.1' && (type === 'script' || type === 'stylesheet')) {
      urls.set(url.href, type === 'script' ? 'js' : 'css');
    }
  });
  await openSettled(page, path);
  // Analytics starts when the main thread is idle after load; let it and its chunk arrive.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, {timeout: 3000})));
  await networkSettled(page);
  let js = 0;
  let css = 0;
  for (const [url, kind] of urls) {
    const body = await (await page.request.get(url)).body();
    const size = zlib.gzipSync(body).length;
    if (kind === 'js') {
      js += size;
    } else {
      css += size;
    }
  }
  return {js, css, files: [...urls.keys()].map((url) => new URL(url).pathname)};
}

for (const budget of BUDGETS) {
  test(`${budget.type} loads at most ${budget.js} KiB of JS and ${budget.css} KiB of CSS (gzip)`, async ({page}) => {
    const loaded = await loadedBytes(page, budget.path);
    const figures = `${budget.path}: JS ${(loaded.js / KIB).toFixed(1)} KiB, CSS ${(loaded.css / KIB).toFixed(1)} KiB\n${loaded.files.join('\n')}`;
    expect(loaded.js, figures).toBeLessThanOrEqual(budget.js * KIB);
    expect(loaded.css, figures).toBeLessThanOrEqual(budget.css * KIB);
  });
}
