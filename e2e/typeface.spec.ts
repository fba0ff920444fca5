/**
 * The site's typeface: Roboto, served by the site itself (the fixture fails on any request to
 * another host), its main files preloaded from the HTML so the first paint already uses it.
 */
import {test, expect, openHydrated} from './fixtures';
import {PRELOADED_FONTS} from '../src/constants/fonts';

for (const path of ['/', '/material-ui/react-button', '/material-ui/api/button', '/x/react-data-grid']) {
  test(`${path} is set in Roboto from the site's own font files`, async ({page}) => {
    const fontRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') {
        fontRequests.push(new URL(request.url()).pathname);
      }
    });
    await openHydrated(page, path);
    const preloads = await page.locator('head link[rel="preload"][as="font"]').evaluateAll((links) =>
      links.map((link) => link.getAttribute('href') ?? ''),
    );
    expect(preloads.map((href) => href.replace(/^\/fonts\/roboto\/[\d.]+\/(.+)\.woff2$/, '$1'))).toEqual([...PRELOADED_FONTS]);
    const fonts = await page.evaluate(async () => {
      await document.fonts.ready;
      return {
        body: getComputedStyle(document.body).fontFamily,
        heading: getComputedStyle(document.querySelector('h1') ?? document.body).fontFamily,
        loaded: [...document.fonts].filter((face) => face.status === 'loaded').map((face) => `${face.family} ${face.weight}`),
      };
    });
    expect(fonts.body).toMatch(/^Roboto,/);
    expect(fonts.heading).toMatch(/^Roboto,|^"Roboto"/);
    expect(fonts.loaded).toContain('Roboto 400');
    expect(fontRequests.length).toBeGreaterThan(0);
    expect(fontRequests.every((request) => request.startsWith('/fonts/roboto/'))).toBe(true);
  });
}

test.describe('on a phone', () => {
  test.use({viewport: {width: 412, height: 823}});

  test('a page in English loads only the preloaded Latin files', async ({page}) => {
    const fontFiles = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'font') {
        fontFiles.add(new URL(request.url()).pathname.split('/').pop() ?? '');
      }
    });
    await openHydrated(page, '/material-ui/api/button');
    // The phone menu's bold "← Back to main menu": Roboto's Symbols and Math files claim the
    // arrow without having it, and were both downloaded for it (each followed by a new layout
    // of the whole page) before it was drawn in the fallback font.
    await page.getByRole('button', {name: /toggle navigation bar/i}).click();
    const back = page.getByRole('button', {name: /back to main menu/i});
    await expect(back).toHaveText(/←/);
    await back.evaluate(async (element) => {
      element.getBoundingClientRect();
      await document.fonts.ready;
    });
    expect([...fontFiles].sort()).toEqual(PRELOADED_FONTS.map((name) => `${name}.woff2`).sort());
  });
});
