/**
 * The ad slot, with the ad network faked by intercepting its real URLs.
 * `Math.random` is fixed per test: 0.5 draws the image layout and an in-house ad when blocked,
 * 0.1 draws the inline layout and the ad-block message when blocked.
 */
import type {BrowserContext, Page} from '@playwright/test';
import {test, expect, openHydrated, THIRD_PARTY} from './fixtures';
import {ADBLOCK_MESSAGE, AD_NETWORK, IN_HOUSE_ADS} from '../src/constants/ads';

const PAGE = '/material-ui/getting-started/installation';

async function fixRandom(page: Page, value: number): Promise<void> {
  await page.addInitScript((v) => {
    Math.random = () => v;
  }, value);
}

/** The network blocked, as an ad blocker would. Chromium logs each refusal on the console. */
async function blockNetwork(context: BrowserContext): Promise<void> {
  await context.route(THIRD_PARTY.carbonScript, (route) => route.abort('blockedbyclient'));
  await context.route(THIRD_PARTY.adJson, (route) => route.abort('blockedbyclient'));
}

function withoutBlockedLoads(messages: readonly string[]): string[] {
  return messages.filter((m) => !m.includes('net::ERR_BLOCKED_BY_CLIENT'));
}


/** A carbon.js stand-in that renders a banner next to its own script tag, as the real one does. */
function carbonScript(href: string): string {
  return `(function(){var s=document.getElementById('_carbonads_js');var d=document.createElement('div');d.id='carbonads';d.innerHTML='<span><a class="carbon-img" href="${href}"><img alt="Acme" width="130" height="100" src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></a><a class="carbon-text" href="${href}">Acme builds faster apps</a></span>';s.parentNode.insertBefore(d,s);})();`;
}

const slot = (page: Page) => page.locator('p.description .Ad-root');

test('a crawler gets an empty slot and no ad request', async ({browser}) => {
  const context = await browser.newContext({userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'});
  const requests: string[] = [];
  context.on('request', (request) => requests.push(request.url()));
  await context.route((url) => url.hostname !== '127.0.0.1', (route) => route.fulfill({status: 200, body: ''}));
  const page = await context.newPage();
  await openHydrated(page, PAGE);
  await expect(slot(page)).toHaveCount(1);
  await page.waitForTimeout(4000);
  await expect(slot(page)).toBeEmpty();
  expect(requests.filter((url) => /carbonads|buysellads/.test(url))).toEqual([]);
  await context.close();
});

test('a blocked network gives an in-house ad after about 3.5 s', async ({page, context, problems}) => {
  await fixRandom(page, 0.5);
  await blockNetwork(context);
  await openHydrated(page, PAGE);
  const start = Date.now();
  const ad = slot(page).locator('a[rel="noopener sponsored"]');
  await expect(ad).toBeVisible({timeout: 8000});
  const elapsed = Date.now() - start;
  expect(elapsed).toBeGreaterThan(2500);
  const inHouse = IN_HOUSE_ADS[Math.floor(IN_HOUSE_ADS.length * 0.5)];
  await expect(ad).toHaveAttribute('href', inHouse?.link ?? '');
  await expect(ad).toHaveAttribute('target', '_blank');
  await expect(slot(page).locator('img')).toHaveAttribute('width', '130');
  await expect(slot(page)).toHaveAttribute('data-ga-event-label', `in-house-body-top-image`);
  // The image layout: the slot's margins, the image floated into the card's dashed left padding.
  const layout = await slot(page).evaluate((root) => {
    const wrapper = root.querySelector('.AdDisplay-imageWrapper');
    const card = wrapper?.closest('a')?.parentElement;
    const w = wrapper ? getComputedStyle(wrapper) : null;
    const c = card ? getComputedStyle(card) : null;
    const r = getComputedStyle(root);
    return {
      slot: [r.marginTop, r.marginBottom],
      image: [w?.float, w?.marginLeft, w?.width, w?.height],
      card: [c?.borderLeftStyle, c?.paddingLeft],
    };
  });
  expect(layout).toEqual({slot: ['24px', '24px'], image: ['left', '-130px', '130px', '100px'], card: ['dashed', '142px']});
  expect(withoutBlockedLoads(problems.messages)).toEqual([]);
  problems.clear();
});

test('a blocked network can ask to disable the ad blocker', async ({page, context, problems}) => {
  await fixRandom(page, 0.1);
  await blockNetwork(context);
  await openHydrated(page, PAGE);
  await expect(slot(page)).toContainText(ADBLOCK_MESSAGE.thanks, {timeout: 8000});
  await expect(slot(page)).toContainText(ADBLOCK_MESSAGE.title);
  await expect(slot(page)).toHaveAttribute('data-ga-event-label', 'in-house-adblock-body-top-inline');
  expect(withoutBlockedLoads(problems.messages)).toEqual([]);
  problems.clear();
});

test('a served banner is shown and polling stops', async ({page, context}) => {
  await fixRandom(page, 0.5);
  await context.route(THIRD_PARTY.carbonScript, (route) =>
    route.fulfill({contentType: 'application/javascript', body: carbonScript('https://srv.carbonads.net/ads/click/x')}),
  );
  await openHydrated(page, PAGE);
  await expect(slot(page).locator('#carbonads')).toContainText('Acme builds faster apps');
  await page.waitForTimeout(4500);
  await expect(slot(page).locator('#carbonads')).toBeVisible();
  await expect(slot(page)).toHaveAttribute('data-ga-event-label', 'carbon-body-top-image');
});

test("the network's fallback link gives an in-house ad", async ({page, context}) => {
  await fixRandom(page, 0.5);
  await context.route(THIRD_PARTY.carbonScript, (route) =>
    route.fulfill({contentType: 'application/javascript', body: carbonScript(AD_NETWORK.fallbackLink)}),
  );
  await openHydrated(page, PAGE);
  await expect(slot(page)).toHaveAttribute('data-ga-event-label', 'in-house-carbon-body-top-image', {timeout: 8000});
  await expect(slot(page).locator('#carbonads')).toHaveCount(0);
  await expect(slot(page).locator('a[rel="noopener sponsored"]')).toBeVisible();
});

test('a JSON ad is shown with its impression and pixels, timestamp substituted', async ({page, context}) => {
  await fixRandom(page, 0.1);
  const tracked: string[] = [];
  await context.route(THIRD_PARTY.adJson, (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        ads: [
          {},
          {company: 'No link'},
          {
            statlink: 'https://srv.buysellads.com/ads/click/acme',
            statimp: 'https://srv.buysellads.com/ads/imp/acme',
            pixel: 'https://px.example.com/a?t=[timestamp]||https://px.example.com/b?t=[timestamp]',
            timestamp: '1700000000',
            image: 'https://cdn4.buysellads.net/uu/acme.png',
            company: 'Acme <b>Corp</b>',
            description: 'Ship dashboards faster.',
          },
        ],
      }),
    }),
  );
  for (const pattern of ['https://srv.buysellads.com/ads/imp/**', 'https://px.example.com/**', 'https://cdn4.buysellads.net/**']) {
    await context.route(pattern, (route) => {
      tracked.push(route.request().url());
      return route.fulfill({status: 200, contentType: 'image/gif', body: Buffer.from('R0lGODlhAQABAAAAACw=', 'base64')});
    });
  }
  await openHydrated(page, PAGE);
  const card = slot(page).locator('a[href="https://srv.buysellads.com/ads/click/acme"]');
  await expect(card).toContainText('Ship dashboards faster.');
  // Network text is text, never markup.
  await expect(card.locator('strong')).toHaveText('Acme <b>Corp</b>');
  // The inline layout: text only, between an "Ad" badge and a "Get started" cue.
  const inline = await card.evaluate((link) => {
    const description = link.querySelector('.AdDisplay-description');
    const wrapper = link.querySelector('.AdDisplay-imageWrapper');
    return {
      image: wrapper ? getComputedStyle(wrapper).display : null,
      badge: description ? getComputedStyle(description, '::before').content : null,
      cue: description ? getComputedStyle(description, '::after').content : null,
    };
  });
  expect(inline).toEqual({image: 'none', badge: '"Ad"', cue: '"Get started"'});
  await expect.poll(() => [...tracked].sort()).toEqual([
    'https://cdn4.buysellads.net/uu/acme.png',
    'https://px.example.com/a?t=1700000000',
    'https://px.example.com/b?t=1700000000',
    'https://srv.buysellads.com/ads/imp/acme',
  ]);
});

test('malformed ad data or a failing ad image never breaks the page', async ({page, context, problems}) => {
  await fixRandom(page, 0.1);
  await context.route(THIRD_PARTY.adJson, (route) => route.fulfill({contentType: 'application/json', body: '{"ads": "nope"'}));
  await openHydrated(page, PAGE);
  await page.waitForTimeout(1000);
  await page.getByRole('button', {name: 'Open settings'}).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(problems.messages).toEqual([]);
});

test('the ad slot causes no layout shift', async ({page, context, problems}) => {
  await fixRandom(page, 0.5);
  await blockNetwork(context);
  await page.addInitScript(() => {
    const record = window as unknown as {shifts: string[]};
    record.shifts = [];
    new PerformanceObserver((list) => {
      type Shift = PerformanceEntry & {value: number; hadRecentInput: boolean; sources: {node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly}[]};
      for (const entry of list.getEntries() as Shift[]) {
        // Only shifts of the page's content: the ad slot sits in the article, above the text.
        // The navbar is out of its reach; under a loaded CPU its items can move sideways when the
        // web font replaces the fallback after the first paint, which is the typeface's matter.
        const inContent = entry.sources.some(({node}) => {
          const element = node instanceof Element ? node : node?.parentElement;
          return !element?.closest('.navbar');
        });
        if (!entry.hadRecentInput && inContent) {
          // What moved, so that a failure says where to look.
          const moved = entry.sources.map(({node, previousRect, currentRect}) => {
            const element = node instanceof Element ? node : node?.parentElement;
            return `${element ? `${element.tagName.toLowerCase()}.${element.className}` : '?'} y ${previousRect.y}->${currentRect.y} h ${previousRect.height}->${currentRect.height}`;
          });
          record.shifts.push(`${entry.value} at ${Math.round(entry.startTime)} ms: ${moved.join('; ')}`);
        }
      }
    }).observe({type: 'layout-shift', buffered: true});
  });
  await openHydrated(page, PAGE);
  await expect(slot(page).locator('a[rel="noopener sponsored"]')).toBeVisible({timeout: 8000});
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as {shifts: string[]}).shifts)).toEqual([]);
  expect(withoutBlockedLoads(problems.messages)).toEqual([]);
  problems.clear();
});
