/**
 * The docs layout holds the page being left mounted, out of the document, until the browser is
 * idle, and only then tears it down (src/components/KeepLeavingPage). A reader never sees it: the
 * new page is the only one in the document from the frame it appears in, the head ends up the new
 * page's alone, and Back before the page left is torn down shows that page whole.
 */
import {test, expect, openHydrated} from './fixtures';
import {DOCS_SIDEBAR} from './constants';
import {DEMO_CODE_ATTRIBUTE} from '../src/constants/dom';

const FROM = '/material-ui/react-button';
const TO = '/material-ui/react-button-group';
/** Frames sampled from the one the new heading is first in. */
const FRAMES = 5;

interface FrameSample {
  readonly headings: number;
  readonly pageLeftInDocument: boolean;
}

test('the page left is out of the document from the frame the new page appears in, and the head ends up the new page’s', async ({page}) => {
  await openHydrated(page, FROM);
  await page.evaluate((frames) => {
    const pageLeft = document.querySelector('article');
    const before = document.querySelector('h1');
    const samples: FrameSample[] = [];
    const sample = (): void => {
      const heading = document.querySelector('h1');
      if (heading && heading !== before) {
        samples.push({headings: document.querySelectorAll('h1').length, pageLeftInDocument: pageLeft?.isConnected ?? false});
      }
      if (samples.length < frames) {
        requestAnimationFrame(sample);
      }
    };
    requestAnimationFrame(sample);
    Object.assign(window, {framesAfterNavigation: samples});
  }, FRAMES);
  await page.locator(DOCS_SIDEBAR).getByRole('link', {name: 'Button Group', exact: true}).click();
  await expect(page).toHaveURL(new RegExp(`${TO}$`));
  const samples = () => page.evaluate(() => (window as unknown as {framesAfterNavigation: FrameSample[]}).framesAfterNavigation);
  await expect.poll(async () => (await samples()).length).toBe(FRAMES);
  expect(await samples()).toEqual(Array.from({length: FRAMES}, () => ({headings: 1, pageLeftInDocument: false})));
  await expect(page).toHaveTitle(/^Button Group \|/);
  // The page left's head tags (its breadcrumbs' structured data) go as it is torn down.
  const structuredData = page.locator('script[type="application/ld+json"]');
  await expect(structuredData).toHaveCount(1);
  expect(await structuredData.evaluate((script) => script.textContent)).toContain('"name":"Button Group"');
});

test('Back right after a navigation shows the page left whole, its demos included', async ({page}) => {
  await openHydrated(page, FROM);
  const demos = await page.locator(`article section[${DEMO_CODE_ATTRIBUTE}]`).count();
  expect(demos, 'demos on the Button page').toBeGreaterThan(3);
  await page.locator(DOCS_SIDEBAR).getByRole('link', {name: 'Button Group', exact: true}).click();
  await expect(page.locator('h1')).toHaveText('Button Group');
  await page.goBack();
  await expect(page.locator('h1')).toHaveText('Button');
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.locator(`article section[${DEMO_CODE_ATTRIBUTE}]`)).toHaveCount(demos);
  await expect(page.locator(`article section[${DEMO_CODE_ATTRIBUTE}]`).first()).toBeVisible();
  await expect(page).toHaveTitle(/^Button \|/);
});
