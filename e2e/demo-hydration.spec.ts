/**
 * A demo's preview goes live when the reader reaches for it (or, for one whose look depends on
 * the browser, when it comes near the viewport), not with the page
 * (src/components/HydrateNearViewport): until then it shows its server HTML, and the first
 * focus or press on it still works.
 */

import type {Locator, Page} from '@playwright/test';
import {DEMO_PREVIEW_ATTRIBUTE} from '../src/constants/dom';
import {test, expect, openHydrated, openSettled, networkSettled} from './fixtures';
import {isRendered} from './support/liveDemos';
import {sitemapPaths} from './sitemap';
import {drawnDemoHtml} from '../src/utils/drawnDemoHtml';
import {DOCS_SIDEBAR} from './constants';

const PAGE = '/material-ui/react-button';

/** Of the scripts at `urls`, those with MUI's ButtonBase or with Emotion's cache (which gathers the server's style tags). */
async function scriptsOfMuiOrEmotion(page: Page, urls: readonly string[]): Promise<string[]> {
  const bodies = await Promise.all(urls.map(async (url) => [url, await (await page.request.get(url)).text()] as const));
  return bodies.filter(([, body]) => body.includes('MuiButtonBase') || body.includes('style[data-emotion]:not([data-s])')).map(([url]) => url);
}

/** Collects the URLs of the scripts the page loads from the site, from now on. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && new URL(response.url()).hostname === '127.0.0.1') {
      scripts.push(response.url());
    }
  });
  return scripts;
}

test.use({viewport: {width: 1280, height: 720}});

test('a preview stays as the server drew it, with no MUI loaded, until the reader reaches for it', async ({page}) => {
  const scripts = recordScripts(page);
  await openSettled(page, PAGE);
  const contained = page.getByTestId('demo-basic-buttons').getByRole('button', {name: 'Contained'});
  await expect(contained).toBeVisible();
  expect(await isRendered(contained)).toBe(false);
  // What the page ran: no script of MUI's button or of Emotion's cache came with it.
  expect(await scriptsOfMuiOrEmotion(page, scripts)).toEqual([]);

  // A pointer over it: its code loads, and it goes live, looking the same.
  const before = await contained.boundingBox();
  await contained.hover();
  await expect.poll(() => isRendered(page.getByTestId('demo-basic-buttons').getByRole('button', {name: 'Contained'}))).toBe(true);
  expect(await page.getByTestId('demo-basic-buttons').getByRole('button', {name: 'Contained'}).boundingBox()).toEqual(before);

  const last = page.getByTestId('demo-loading-buttons').getByRole('switch', {name: 'Loading'});
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeChecked();
  expect(await isRendered(last)).toBe(false);
  await last.click();
  await expect(page.getByTestId('demo-loading-buttons').getByRole('switch', {name: 'Loading'})).not.toBeChecked();
});

test('a preview whose look depends on the browser (a timer) goes live as it comes near the viewport', async ({page}) => {
  await openHydrated(page, '/material-ui/react-progress');
  const progress = page.getByTestId('demo-circular-determinate').getByRole('progressbar', {name: 'Indexing files'});
  await progress.scrollIntoViewIfNeeded();
  await expect.poll(() => isRendered(page.getByTestId('demo-circular-determinate').getByRole('progressbar', {name: 'Indexing files'}))).toBe(true);
  // Its timer runs: the value moves on by itself.
  const first = await progress.getAttribute('aria-valuenow');
  await expect.poll(() => progress.getAttribute('aria-valuenow')).not.toBe(first);
});

test('focus that reaches a preview before it hydrates stays on the same control', async ({page}) => {
  await openHydrated(page, PAGE);
  const demo = page.getByTestId('demo-loading-buttons');
  // Focus without scrolling, as a screen reader's focus move may.
  await demo.getByRole('switch', {name: 'Loading'}).evaluate((element) => (element as HTMLElement).focus({preventScroll: true}));
  const control = demo.getByRole('switch', {name: 'Loading'});
  await expect(control).toBeFocused();
  await expect.poll(() => isRendered(control)).toBe(true);
  await page.keyboard.press('Space');
  await expect(control).not.toBeChecked();
});

test('keys pressed while a preview goes live all reach its control, none lost as the server HTML is replaced', async ({page}) => {
  // On a CPU four times slower, as a phone's: the changeover takes long enough for keys to land in it.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  await openHydrated(page, '/material-ui/react-slider');
  const slider = page.getByTestId('demo-continuous-slider').getByRole('slider', {name: 'Volume'});
  await expect(slider).toHaveAttribute('aria-valuenow', '40');
  expect(await isRendered(slider)).toBe(false);
  await slider.focus();
  // Pressed as a fast typist does, with no wait: some keys reach the server's HTML, some come
  // while it is being replaced, the rest reach the live slider.
  for (let press = 0; press < 10; press += 1) {
    await page.keyboard.press('ArrowRight');
  }
  await expect(slider).toHaveAttribute('aria-valuenow', '50');
  expect(await isRendered(slider)).toBe(true);
  await expect(slider).toBeFocused();
});

test('a press on a preview before it hydrates acts once', async ({page}) => {
  await openHydrated(page, PAGE);
  const control = page.getByTestId('demo-loading-buttons').getByRole('switch', {name: 'Loading'});
  expect(await isRendered(control)).toBe(false);
  // Pressed without scrolling first: the part goes live on the press itself.
  await control.dispatchEvent('pointerdown');
  await expect(control).not.toBeChecked();
  expect(await isRendered(control)).toBe(true);
});

test('a press before hydration reaches the control pressed among controls alike (a table\'s row checkboxes)', async ({page}) => {
  await openHydrated(page, '/material-ui/react-table');
  const demo = page.getByTestId('demo-enhanced-table');
  const control = demo.getByRole('checkbox', {name: 'Fix login redirect'});
  expect(await isRendered(control)).toBe(false);
  await control.dispatchEvent('pointerdown');
  await expect(control).toBeChecked();
  expect(await isRendered(control)).toBe(true);
  await expect(demo.getByRole('status')).toHaveText('1 selected');
  // The rows above it, alike in every attribute but their order, were left alone.
  await expect(demo.getByRole('checkbox', {name: 'Audit colour contrast'})).not.toBeChecked();
});

test('text typed into a grid\'s snapshot while its code loads is kept, and the live grid filters by it', async ({page}) => {
  await openHydrated(page, '/x/react-data-grid/filtering/quick-filter');
  const demo = page.getByTestId('demo-quick-filter-basic');
  const search = demo.getByRole('searchbox', {name: 'Search…'});
  await search.scrollIntoViewIfNeeded();
  // The grid's code is held back, as on a slow connection: the reader types into the snapshot.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await search.fill('Oslo');
  expect(await isRendered(search)).toBe(false);
  await expect(search).toHaveValue('Oslo');
  release();
  await expect.poll(() => isRendered(search)).toBe(true);
  await expect(search).toHaveValue('Oslo');
  // The grid's quick filter has the text: one row of eight left.
  const rows = demo.getByRole('row').filter({has: page.getByRole('gridcell')});
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Emil Berg');
  await expect(search).toBeFocused();
});

test.describe('after a client-side navigation', () => {
  test('on every page, the demo parts read from its HTML\'s text are those of the page parsed', async ({page}) => {
    // A navigation reads the previews from the HTML's text, not parsed
    // (src/utils/drawnDemoHtml.ts): a demo whose HTML misled that reading would show
    // wrong or not at all. Here each page is parsed as a first visit has it, and each part read
    // from the text is parsed as it mounts: the two must be the same, with the same styles.
    test.setTimeout(300_000);
    // The page stays blank: the parser needs a document, not the site.
    let pages = 0;
    let parts = 0;
    for (const path of sitemapPaths()) {
      const html = await (await page.request.get(path)).text();
      if (!html.includes(DEMO_PREVIEW_ATTRIBUTE)) {
        continue;
      }
      pages += 1;
      const drawn = drawnDemoHtml(html);
      parts += drawn.parts.size;
      const [parsed, read] = await page.evaluate(
        ([whole, readParts, readStyles, attribute]) => {
          const styles: string[] = [];
          const found: [string, string][] = [];
          const document = new DOMParser().parseFromString(whole, 'text/html');
          for (const style of document.querySelectorAll('style[data-demo-snapshot-styles]')) {
            styles.push(`data-demo-snapshot-styles ${style.getAttribute('data-demo-snapshot-styles') ?? ''} ${style.textContent ?? ''}`);
          }
          for (const preview of document.querySelectorAll(`section[data-demo-code][id] > [${attribute}]`)) {
            const part = preview.children[0];
            const untaken = part?.hasAttribute('data-demo-snapshot') === true && !part.hasAttribute('data-demo-snapshot-taken');
            if (preview.children.length !== 1 || part === undefined || untaken) {
              continue;
            }
            for (const style of part.querySelectorAll('style[data-emotion]')) {
              if (!(style.getAttribute('data-emotion') ?? '').split(' ')[0]?.endsWith('-global')) {
                style.remove();
                styles.push(`data-emotion ${style.getAttribute('data-emotion') ?? ''} ${style.textContent ?? ''}`);
              }
            }
            if (part.innerHTML !== '') {
              found.push([preview.parentElement?.id ?? '', part.innerHTML]);
            }
          }
          const box = document.createElement('div');
          const reparsed = readParts.map(([id, html]): [string, string] => {
            box.innerHTML = html;
            return [id, box.innerHTML];
          });
          return [{parts: found, styles}, {parts: reparsed, styles: readStyles}];
        },
        [html, [...drawn.parts], drawn.styles.map(({attribute, value, css}) => `${attribute} ${value} ${css}`), DEMO_PREVIEW_ATTRIBUTE] as const,
      );
      expect(read, path).toEqual(parsed);
    }
    expect(pages, 'pages with demos').toBeGreaterThan(300);
    expect(parts, 'demo parts read').toBeGreaterThan(1000);
  });

  /** What the demo's preview has drawn: nothing until its part goes live. */
  const drawn = (page: Page, id: string) => page.getByTestId(`demo-${id}`).locator(`[${DEMO_PREVIEW_ATTRIBUTE}] > div > *`);

  test('the page\'s demos show as its server HTML drew them, with no MUI loaded, until the reader reaches for one', async ({page}) => {
    // How a first visit shows the group's first button.
    const looks = (locator: Locator) =>
      locator.evaluate((element) => {
        const style = getComputedStyle(element);
        return [style.backgroundColor, style.color, style.borderRadius, style.padding, style.fontSize, style.textTransform, style.boxShadow].join(' | ');
      });
    const leftOf = (id: string) => page.getByTestId(`demo-${id}`).getByRole('button', {name: 'Left'}).first();
    const inbox = () => page.getByTestId('demo-loading-button-group').getByRole('button', {name: 'Inbox'});
    await openHydrated(page, '/material-ui/react-button-group');
    const firstVisit = await looks(leftOf('basic-button-group'));
    const firstVisitBelow = await looks(inbox());
    const firstVisitBox = await leftOf('basic-button-group').boundingBox();

    await openSettled(page, PAGE);
    const scripts = recordScripts(page);
    await page.locator(`${DOCS_SIDEBAR} a[href="/material-ui/react-button-group"]`).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Button Group');
    // Drawn with the page's first frame, so already there with the heading.
    expect(await drawn(page, 'basic-button-group').count()).toBeGreaterThan(0);
    const left = leftOf('basic-button-group');
    await expect(left).toBeVisible();
    // Far below too, drawn as the rest of the page renders, after its first screens
    // (plugins/below-the-fold), with no scrolling.
    await expect.poll(() => drawn(page, 'loading-button-group').count()).toBeGreaterThan(0);
    // Styled and sized as on a first visit, styles written once on the page included.
    expect(await looks(left)).toBe(firstVisit);
    expect(await looks(inbox())).toBe(firstVisitBelow);
    const leftBox = await left.boundingBox();
    expect([leftBox?.width, leftBox?.height]).toEqual([firstVisitBox?.width, firstVisitBox?.height]);
    expect(await isRendered(left)).toBe(false);
    await networkSettled(page);
    expect(await scriptsOfMuiOrEmotion(page, scripts)).toEqual([]);
    // Reached for, it goes live in the same place, and a press counts.
    await left.hover();
    await expect.poll(() => isRendered(leftOf('basic-button-group'))).toBe(true);
    expect(await leftOf('basic-button-group').boundingBox()).toEqual(leftBox);
  });

  test('a grid drawn by the build shows as on a first visit, its snapshot\'s styles included', async ({page}) => {
    const grid = () => page.getByTestId('demo-column-widths').getByRole('grid');
    const frame = () => page.getByTestId('demo-column-widths').locator(`[${DEMO_PREVIEW_ATTRIBUTE}] > div > div`).first();
    await openHydrated(page, '/x/react-data-grid/column-dimensions');
    const firstVisit = {frame: await frame().boundingBox(), grid: await grid().boundingBox()};
    await openHydrated(page, '/x/react-data-grid/column-definition');
    await page.locator(`${DOCS_SIDEBAR} a[href="/x/react-data-grid/column-dimensions"]`).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText(/Column dimensions/);
    await expect(grid()).toBeVisible();
    // The snapshot, not a live grid: sized by the snapshot's own styles (the box's fixed height).
    expect(await isRendered(grid())).toBe(false);
    expect({frame: await frame().boundingBox(), grid: await grid().boundingBox()}).toEqual(firstVisit);
  });

  test('without its page\'s HTML (offline, not cached), a demo in the first screen still renders with the page', async ({page, problems}) => {
    await openHydrated(page, PAGE);
    await page.route('**/material-ui/react-button-group', (route) => route.abort('internetdisconnected'));
    const failed: string[] = [];
    page.on('requestfailed', (request) => failed.push(`${new URL(request.url()).pathname} ${request.failure()?.errorText ?? ''}`));
    await page.locator(`${DOCS_SIDEBAR} a[href="/material-ui/react-button-group"]`).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Button Group');
    // Its code loaded for the navigation: drawn by React before the page's first frame.
    const left = page.getByTestId('demo-basic-button-group').getByRole('button', {name: 'Left'}).first();
    expect(await drawn(page, 'basic-button-group').count()).toBeGreaterThan(0);
    expect(await isRendered(left)).toBe(true);
    // Far below: nothing drawn yet, until the reader scrolls near it.
    await expect(drawn(page, 'loading-button-group')).toHaveCount(0);
    await page.getByTestId('demo-loading-button-group').scrollIntoViewIfNeeded();
    await expect.poll(async () => drawn(page, 'loading-button-group').count()).toBeGreaterThan(0);
    // The page's HTML was asked for and failed (on the worker, whose console is not the page's:
    // the page logs nothing).
    expect(failed).toEqual(['/material-ui/react-button-group net::ERR_INTERNET_DISCONNECTED']);
    expect(problems.messages).toEqual([]);
  });

  test('Back renders every demo of the page at once, for the scroll position it restores', async ({page}) => {
    await openHydrated(page, PAGE);
    await page.locator(`${DOCS_SIDEBAR} a[href="/material-ui/react-button-group"]`).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Button Group');
    await page.goBack();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Button');
    expect(await drawn(page, 'loading-buttons').count()).toBeGreaterThan(0);
  });
});
