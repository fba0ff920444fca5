/**
 * Colour mode: no flash, persistence, cross-tab sync, system following, body class and theme-color
 * metas, the settings drawer, direction and density.
 */
import type {Page} from '@playwright/test';
import {test, expect, openHydrated} from './fixtures';
import {holdHydration} from './support/holdHydration';
import {openLiveDemo, reachDemo} from './support/liveDemos';
import {THEME_COLORS} from '../src/constants/colorMode';
import {SETTINGS_LABELS} from '../src/constants/settings';

const DOC = '/material-ui/react-button';
const PREVIEW = '/experiments/docs/theme-preview';

async function colorState(page: Page) {
  return page.evaluate(() => ({
    theme: document.documentElement.dataset.theme,
    scheme: document.documentElement.getAttribute('data-mui-color-scheme'),
    bodyClass: [...document.body.classList].filter((c) => c.startsWith('mode-')).join(' '),
    metas: [...document.querySelectorAll('meta[name="theme-color"]')].map((m) => m.getAttribute('content')),
    background: getComputedStyle(document.documentElement).backgroundColor,
    stored: window.localStorage.getItem('mui-mode'),
  }));
}

const DARK = {theme: 'dark', scheme: 'dark', bodyClass: 'mode-dark', metas: [THEME_COLORS.dark, THEME_COLORS.dark], background: 'rgb(11, 13, 14)'};
const LIGHT = {theme: 'light', scheme: 'light', bodyClass: 'mode-light', metas: [THEME_COLORS.light, THEME_COLORS.light], background: 'rgb(255, 255, 255)'};

async function chooseMode(page: Page, label: 'Light' | 'System' | 'Dark') {
  await page.getByRole('button', {name: SETTINGS_LABELS.open}).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('button', {name: label, exact: true}).click();
  await expect(drawer.getByRole('button', {name: label, exact: true})).toHaveAttribute('aria-pressed', 'true');
  await drawer.getByRole('button', {name: SETTINGS_LABELS.close}).click();
  await expect(drawer).toBeHidden();
}

test.describe('with the OS in dark mode', () => {
  test.use({colorScheme: 'dark'});

  test('the first paint is dark even with every script file blocked', async ({page, problems}) => {
    await page.route('**/*.js', (route) => route.abort());
    await page.goto(DOC);
    expect(await colorState(page)).toEqual({...DARK, stored: null});
    // The page is unhydrated, but MUI's dark palette variables already apply.
    const mui = await page.evaluate(() => {
      const style = getComputedStyle(document.documentElement);
      return {colorScheme: style.colorScheme, paper: style.getPropertyValue('--muidocs-palette-background-paper').trim()};
    });
    expect(mui).toEqual({colorScheme: 'dark', paper: '#101418'});
    // The blocked files are reported as failed loads; nothing else may be.
    expect(problems.messages.filter((m) => !m.includes('net::ERR_FAILED'))).toEqual([]);
    problems.clear();
  });

  test('after hydration the page stays dark and nothing flips', async ({page}) => {
    await page.goto(DOC);
    expect(await colorState(page)).toMatchObject(DARK);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    expect(await colorState(page)).toMatchObject(DARK);
  });
});

test('choosing Dark while the OS is light persists, reaches other tabs, and System follows the OS', async ({page, context}) => {
  await openHydrated(page, DOC);
  expect(await colorState(page)).toMatchObject(LIGHT);
  const other = await context.newPage();
  await openHydrated(other, '/x/introduction');

  await chooseMode(page, 'Dark');
  expect(await colorState(page)).toEqual({...DARK, stored: 'dark'});
  // The other tab follows without a reload.
  await expect.poll(async () => (await colorState(other)).theme).toBe('dark');
  expect(await colorState(other)).toMatchObject(DARK);

  await page.reload();
  await page.waitForSelector('html[data-has-hydrated="true"]');
  expect(await colorState(page)).toEqual({...DARK, stored: 'dark'});

  await chooseMode(page, 'System');
  expect(await colorState(page)).toMatchObject({...LIGHT, stored: 'system'});
  await page.emulateMedia({colorScheme: 'dark'});
  await expect.poll(async () => (await colorState(page)).theme).toBe('dark');
  expect(await colorState(page)).toMatchObject(DARK);
  await page.emulateMedia({colorScheme: 'light'});
  await expect.poll(async () => (await colorState(page)).theme).toBe('light');
});

test('a removed or invalid value written by another tab falls back to the default', async ({page, context}) => {
  await openHydrated(page, DOC);
  await chooseMode(page, 'Dark');
  const other = await context.newPage();
  await openHydrated(other, DOC);
  await other.evaluate(() => window.localStorage.setItem('mui-mode', 'purple'));
  await expect.poll(async () => (await colorState(page)).theme).toBe('light');

  await chooseMode(page, 'Dark');
  await expect.poll(async () => (await colorState(other)).theme).toBe('dark');
  await other.evaluate(() => window.localStorage.removeItem('mui-mode'));
  await expect.poll(async () => (await colorState(page)).theme).toBe('light');
});

test('the quick toggle switches between light and dark', async ({page}) => {
  await openHydrated(page, DOC);
  await page.getByRole('button', {name: SETTINGS_LABELS.toggleMode}).click();
  expect(await colorState(page)).toMatchObject({...DARK, stored: 'dark'});
  await page.getByRole('button', {name: SETTINGS_LABELS.toggleMode}).click();
  expect(await colorState(page)).toMatchObject({...LIGHT, stored: 'light'});
});

test('the settings drawer is keyboard operable, traps focus and returns it', async ({page}) => {
  await openHydrated(page, DOC);
  const opener = page.getByRole('button', {name: SETTINGS_LABELS.open});
  await opener.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  // Focus stays inside the drawer however far one tabs.
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press('Tab');
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await drawer.getByRole('button', {name: 'Dark', exact: true}).focus();
  await page.keyboard.press('Space');
  expect((await colorState(page)).theme).toBe('dark');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(opener).toBeFocused();
});

test('right-to-left sets the body direction and mirrors the demos', async ({page}) => {
  await openHydrated(page, PREVIEW);
  const icon = page.getByTestId('theme-preview').locator('.MuiButton-startIcon');
  const margins = () => icon.evaluate((el) => ({left: getComputedStyle(el).marginLeft, right: getComputedStyle(el).marginRight}));
  const ltr = await margins();
  await page.getByRole('button', {name: SETTINGS_LABELS.open}).click();
  await page.getByRole('dialog').getByRole('button', {name: 'Right to left'}).click();
  await expect(page.locator('body')).toHaveAttribute('dir', 'rtl');
  const rtl = await margins();
  expect(rtl).toEqual({left: ltr.right, right: ltr.left});
  expect(ltr.left).not.toBe(ltr.right);
  await page.getByRole('dialog').getByRole('button', {name: 'Left to right'}).click();
  await expect(page.locator('body')).toHaveAttribute('dir', 'ltr');
});

test('loading a page leaves the direction attributes alone', async ({page}) => {
  // Writing `dir` or `lang`, even the value already there, restyles the whole page: about 35 ms
  // of a phone's main thread during every first page's hydration.
  await page.addInitScript(() => {
    const writes: string[] = [];
    (window as Window & {directionWrites?: string[]}).directionWrites = writes;
    // Neither <html> nor <body> exists yet: the whole document is watched, and only <html> and <body> count.
    new MutationObserver((records) => {
      for (const {target, attributeName} of records) {
        if (target === document.documentElement || target === document.body) {
          writes.push(`${(target as Element).tagName.toLowerCase()} ${attributeName ?? ''}`);
        }
      }
    }).observe(document, {attributes: true, subtree: true, attributeFilter: ['dir', 'lang']});
  });
  await openHydrated(page, DOC);
  // The colour-mode effects run in the commit after hydration; give them a frame to have run.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  expect(await page.evaluate(() => (window as Window & {directionWrites?: string[]}).directionWrites)).toEqual([]);
  expect(await page.evaluate(() => getComputedStyle(document.body).direction)).toBe('ltr');
});

test('dense mode shrinks the demo components', async ({page}) => {
  await openHydrated(page, PREVIEW);
  const button = page.getByTestId('theme-preview').getByRole('button', {name: 'Send'});
  const standard = (await button.boundingBox())?.height ?? 0;
  await page.getByRole('button', {name: SETTINGS_LABELS.open}).click();
  await page.getByRole('dialog').getByRole('button', {name: 'Dense'}).click();
  await page.keyboard.press('Escape');
  await expect.poll(async () => (await button.boundingBox())?.height ?? 0).toBeLessThan(standard);
});

test('demos and mode-specific images follow the mode', async ({page}) => {
  await openHydrated(page, PREVIEW);
  const paper = page.getByTestId('theme-preview');
  const lightBg = await paper.evaluate((el) => getComputedStyle(el).backgroundColor);
  await expect(page.locator('img.only-light-mode')).toBeVisible();
  await expect(page.locator('img.only-dark-mode')).toBeHidden();
  await chooseMode(page, 'Dark');
  await expect.poll(() => paper.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(lightBg);
  await expect(page.locator('img.only-light-mode')).toBeHidden();
  await expect(page.locator('img.only-dark-mode')).toBeVisible();
});

test('a demo that asks MUI for the colour scheme gets the mode chosen on the site, not the OS one', async ({page}) => {
  // The OS is light. The demo builds its own theme in the mode useColorScheme() reports: its
  // button is #bf360c in light mode and the lighter #ff8a65 in dark mode.
  const demo = await openLiveDemo(page, '/material-ui/customization/palette', 'augmented-color');
  const button = demo.getByRole('button', {name: 'Book a table'});
  const background = () => button.evaluate((element) => getComputedStyle(element).backgroundColor);
  await expect.poll(background).toBe('rgb(191, 54, 12)');
  await chooseMode(page, 'Dark');
  await expect.poll(background).toBe('rgb(255, 138, 101)');
  await expect(demo.getByText('salmon.main #ff8a65')).toBeVisible();
  // Read from the stored choice when the page loads again.
  await page.reload();
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await reachDemo(demo);
  await expect.poll(background).toBe('rgb(255, 138, 101)');
  await chooseMode(page, 'Light');
  await expect.poll(background).toBe('rgb(191, 54, 12)');
});

test('a tab still loading takes the mode another tab chose before it listened', async ({page, context}) => {
  const path = '/material-ui/about-the-lab';
  await openHydrated(page, path);
  const late = await context.newPage();
  // The late tab's `storage` events, counted from its first script on.
  await late.addInitScript(() => {
    window.addEventListener('storage', () => {
      document.documentElement.dataset.storageEvents = String(Number(document.documentElement.dataset.storageEvents ?? 0) + 1);
    });
  });
  // Its bundle has run (the store exists, reading light); its hydration, which subscribes the
  // store, waits for the held scripts.
  const {held, release} = await holdHydration(late);
  await late.goto(path, {waitUntil: 'commit'});
  await held;
  expect(await colorState(late)).toMatchObject(LIGHT);

  await page.getByRole('button', {name: SETTINGS_LABELS.toggleMode}).click();
  expect(await colorState(page)).toMatchObject({...DARK, stored: 'dark'});
  // The event has reached the late tab, before anything there listened for it.
  await expect(late.locator('html')).toHaveAttribute('data-storage-events', '1');

  release();
  await late.waitForSelector('html[data-has-hydrated="true"]');
  await late.bringToFront();
  await expect.poll(async () => (await colorState(late)).theme).toBe('dark');
  expect(await colorState(late)).toMatchObject({...DARK, stored: 'dark'});
});
