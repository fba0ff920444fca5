/**
 * A press before the page has hydrated counts: each control of the site's chrome that works only
 * through the app (src/utils/earlyPresses.ts), pressed while the page is still unhydrated on a
 * CPU four times slower than this machine's, acts once the page has hydrated, as a press
 * afterwards would, on a laptop's window and a phone's.
 *
 * The page's route scripts are held back until the press is made (support/holdHydration.ts), so
 * the press always comes before hydration, as it does on a slow phone; one test presses at the
 * `load` event with nothing held, as a reader would.
 */
import type {Locator, Page} from '@playwright/test';
import {test, expect as expectNow} from './fixtures';
import {holdHydration} from './support/holdHydration';
import {SETTINGS_LABELS} from '../src/constants/settings';
import {DOCS_SIDEBAR} from './constants';

/**
 * What a press opens is drawn once the page has hydrated and, for some, once its code has loaded
 * (the search dialog's, the products menu's): at 4x CPU slowdown, with the other worker's browser
 * beside it on a 2-core machine, that took more than the default 5 s on a slow day, with the press
 * still acted on. The tests check that it happens, not how fast (`npm run bench` measures speed).
 */
const expect = expectNow.configure({timeout: 20_000});

const PAGE = '/material-ui/react-button';
const PHONE = {width: 390, height: 740} as const;
const CPU_SLOWDOWN = 4;

async function slowDown(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN});
}

/**
 * Opens the page with its hydration held, makes the press on what `control` finds, checks that the
 * page had not hydrated, then lets it hydrate.
 */
async function pressBeforeHydration(page: Page, control: (page: Page) => Locator | null, press: (page: Page) => Promise<void>): Promise<void> {
  await slowDown(page);
  const {held, release} = await holdHydration(page);
  await page.goto(PAGE, {waitUntil: 'commit'});
  await held;
  const target = control(page);
  if (target) {
    await target.waitFor();
  }
  await press(page);
  expect(await page.locator('html').getAttribute('data-has-hydrated'), 'the press came before hydration').not.toBe('true');
  release();
  await page.waitForSelector('html[data-has-hydrated="true"]');
}

const searchButton = (page: Page) => page.getByRole('button', {name: 'Search', exact: true});
const modeButton = (page: Page) => page.getByRole('button', {name: SETTINGS_LABELS.toggleMode});

async function expectSearchOpen(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('combobox')).toBeFocused();
}

async function expectDark(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => window.localStorage.getItem('mui-mode'))).toBe('dark');
}

test.describe('on a laptop', () => {
  test('a click on Search opens the dialog', async ({page}) => {
    await pressBeforeHydration(page, searchButton, (p) => searchButton(p).click());
    await expectSearchOpen(page);
  });

  for (const shortcut of ['Control+k', '/'] as const) {
    test(`${shortcut} opens the search dialog`, async ({page}) => {
      await pressBeforeHydration(page, searchButton, (p) => p.keyboard.press(shortcut));
      await expectSearchOpen(page);
    });
  }

  test('the mode button switches to dark and stores it, once for two presses', async ({page}) => {
    await pressBeforeHydration(page, modeButton, async (p) => {
      await modeButton(p).click();
      // Nothing changed yet: the reader tries again. The choice is acted on once, not undone.
      await modeButton(p).click();
    });
    await expectDark(page);
  });

  test('the settings button opens the settings drawer', async ({page}) => {
    const button = (p: Page) => p.getByRole('button', {name: SETTINGS_LABELS.open});
    await pressBeforeHydration(page, button, (p) => button(p).click());
    await expect(page.getByRole('dialog').getByRole('heading', {name: SETTINGS_LABELS.title})).toBeVisible();
  });

  test('the products button opens the products menu', async ({page}) => {
    const button = (p: Page) => p.getByRole('button', {name: 'Products'});
    await pressBeforeHydration(page, button, (p) => button(p).click());
    await expect(page.getByRole('menu').getByRole('menuitem', {name: /MUI X/})).toBeVisible();
  });

  test('the version button opens the versions menu', async ({page}) => {
    const button = (p: Page) => p.getByTestId('version-switcher');
    await pressBeforeHydration(page, button, (p) => button(p).click());
    await expect(page.getByRole('menu').getByRole('menuitem').first()).toBeVisible();
  });

  test('a closed sidebar group opens in place (its server link is not followed)', async ({page}) => {
    const group = (p: Page) => p.locator(`${DOCS_SIDEBAR} .menu__list-item-collapsible`, {hasText: 'Getting started'}).getByRole('button');
    await pressBeforeHydration(page, group, (p) => group(p).click());
    await expect(group(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(`${DOCS_SIDEBAR} a[href="/material-ui/getting-started/installation"]`)).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(PAGE);
  });

  test('Search and Ctrl+K pressed at the load event, nothing held, open the dialog', async ({page}) => {
    await slowDown(page);
    await page.goto(PAGE, {waitUntil: 'load'});
    await page.keyboard.press('Control+k');
    // Acted on once the page has hydrated, which a busy machine at 4x may take seconds to do.
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await expectSearchOpen(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.goto(PAGE, {waitUntil: 'load'});
    await searchButton(page).click();
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await expectSearchOpen(page);
  });
});

test.describe('on a phone', () => {
  test.use({viewport: PHONE, hasTouch: true, isMobile: true});

  test('a tap on the menu button opens the phone menu', async ({page}) => {
    const toggle = (p: Page) => p.getByRole('button', {name: 'Toggle navigation bar'});
    await pressBeforeHydration(page, toggle, (p) => toggle(p).tap());
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('.navbar-sidebar').getByRole('link', {name: 'Button', exact: true})).toBeVisible();
  });

  test('a tap on Search opens the dialog', async ({page}) => {
    await pressBeforeHydration(page, searchButton, (p) => searchButton(p).tap());
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('a tap on "On this page" opens the table of contents', async ({page}) => {
    const button = (p: Page) => p.locator('.theme-doc-toc-mobile').getByRole('button', {name: 'On this page'});
    await pressBeforeHydration(page, button, (p) => button(p).tap());
    await expect(page.locator('.theme-doc-toc-mobile').getByRole('link').first()).toBeVisible();
  });

  test('a tap on the mode button switches to dark', async ({page}) => {
    await pressBeforeHydration(page, modeButton, (p) => modeButton(p).tap());
    await expectDark(page);
  });
});
