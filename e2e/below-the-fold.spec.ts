/**
 * A long page reached by a client-side navigation shows its first screens first and the rest of
 * it right after (plugins/below-the-fold): the footer stays below the screen meanwhile, the page
 * ends up whole, as its HTML has it, and an address into the rest still lands on its place.
 */
import {test, expect, openHydrated} from './fixtures';
import {DOCS_SIDEBAR} from './constants';

const FROM = '/material-ui/react-button';
const TO = '/material-ui/react-button-group';
/** The id of a heading near the end of the Button Group page, below its first screens. */
const LATE_HEADING = 'accessibility';

interface FoldFrames {
  heading?: number;
  footerTop?: number;
  late?: number;
}

test('a navigation paints the next page’s first screens, then the rest of it, with the footer below the screen meanwhile', async ({page}) => {
  await openHydrated(page, FROM);
  // Counts frames, and notes in which one the new page's heading and a late heading were added.
  await page.evaluate((lateId) => {
    const frames: FoldFrames = {};
    let frame = 0;
    const tick = () => {
      frame += 1;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    const before = document.querySelector('h1');
    new MutationObserver(() => {
      const heading = document.querySelector('h1');
      if (frames.heading === undefined && heading && heading !== before) {
        frames.heading = frame;
        frames.footerTop = (document.querySelector('footer')?.getBoundingClientRect().top ?? 0) - window.innerHeight;
      }
      if (frames.heading !== undefined && frames.late === undefined && document.getElementById(lateId)) {
        frames.late = frame;
      }
    }).observe(document.body, {childList: true, subtree: true});
    Object.assign(window, {foldFrames: frames});
  }, LATE_HEADING);
  await page.locator(DOCS_SIDEBAR).getByRole('link', {name: 'Button Group', exact: true}).click();
  await expect(page).toHaveURL(new RegExp(`${TO}$`));
  await expect(page.locator(`#${LATE_HEADING}`)).toBeAttached();
  const frames = await page.evaluate(() => (window as unknown as {foldFrames: FoldFrames}).foldFrames);
  expect(frames.heading, 'frame of the new heading').toBeDefined();
  expect(frames.late, 'the late heading comes in a later frame').toBeGreaterThan(frames.heading ?? Infinity);
  expect(frames.footerTop, 'footer top below the bottom of the screen when the heading came').toBeGreaterThanOrEqual(0);

  // The page ends up whole: every heading its HTML has, in the same order.
  const html = await (await page.request.get(TO)).text();
  const article = html.slice(html.indexOf('<article'), html.indexOf('</article>'));
  // The HTML is minified: an id's quotes may be left out.
  const served = [...article.matchAll(/<h[23][^>]*\sid="?([^"\s>]+)/g)].map((match) => match[1]);
  expect(served).toContain(LATE_HEADING);
  await expect.poll(() => page.locator('article :is(h2, h3)[id]').evaluateAll((headings) => headings.map((heading) => heading.id))).toEqual(served);
});

test('a link into the rest of a page lands on its place', async ({page}) => {
  await openHydrated(page, TO);
  await page.locator('article a[href="/material-ui/react-button#loading-state"]').click();
  await expect(page).toHaveURL(/\/material-ui\/react-button#loading-state$/);
  await expect(page.locator('h2#loading-state')).toBeInViewport();
});
