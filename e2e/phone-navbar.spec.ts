/**
 * The navbar on phones: below the desktop breakpoint the bar keeps the menu button, the site
 * logo, the product being read and the search, mode and settings buttons; the products, the
 * versions and the home page's links move into the navigation drawer. Nothing the bar paints
 * (an image, an icon, a run of text) overlaps anything else, in either mode, on any product, the
 * product's name is shown whole, and no page scrolls sideways.
 */
import type {Page} from '@playwright/test';
import {test, expect, openHydrated} from './fixtures';
import {PRODUCTS, productForPathname} from '../src/data/products';

const WIDTHS = [320, 360, 390] as const;
const PHONE_HEIGHT = 740;
const COLOR_SCHEMES = ['light', 'dark'] as const;
/** The home page, then a page and an API page of each product. */
const PAGES = [
  '/',
  ...Object.values(PRODUCTS).map((product) => product.startPath),
  '/material-ui/react-button',
  '/material-ui/api/button',
  '/joy-ui/api/button',
  '/system/api/box',
  '/x/react-data-grid',
  '/x/api/data-grid/data-grid',
] as const;

interface Box {
  readonly name: string;
  /** Which element or text node painted it: a text node's boxes (its lines) may overlap each other. */
  readonly source: number;
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
}

/**
 * What the bar paints: each image, each outermost icon and each line of text, as the box the
 * reader sees, cut to the ancestors that clip it (a visually hidden label is cut to nothing,
 * a name ending in an ellipsis to its box). A link's own box is not enough: the site logo
 * spilled out of a brand link squeezed to no width.
 */
async function paintedBoxes(page: Page): Promise<Box[]> {
  return page.locator('.navbar__inner').evaluate((bar) => {
    const shown = (el: Element): boolean => el.checkVisibility({opacityProperty: true, visibilityProperty: true});
    const clipped = (el: Element, rect: DOMRect): DOMRect | null => {
      let {left, right, top, bottom} = rect;
      for (let node: Element | null = el; node && node !== bar; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.overflowX !== 'visible' || style.overflowY !== 'visible' || style.clip !== 'auto') {
          const box = node.getBoundingClientRect();
          left = Math.max(left, box.left);
          right = Math.min(right, box.right);
          top = Math.max(top, box.top);
          bottom = Math.min(bottom, box.bottom);
        }
      }
      return right - left > 1 && bottom - top > 1 ? new DOMRect(left, top, right - left, bottom - top) : null;
    };
    const label = (el: Element): string => {
      const named = el.closest('[aria-label], a, button') ?? el;
      return `${el.tagName.toLowerCase()} in "${named.getAttribute('aria-label') ?? named.getAttribute('alt') ?? named.textContent?.trim() ?? ''}"`;
    };
    const boxes: Box[] = [];
    let source = 0;
    const add = (el: Element, rect: DOMRect, name: string): void => {
      const box = clipped(el, rect);
      if (box) {
        boxes.push({name, source, left: box.left, right: box.right, top: box.top, bottom: box.bottom});
      }
    };
    for (const el of bar.querySelectorAll('img, svg')) {
      if (shown(el) && !el.parentElement?.closest('svg')) {
        source += 1;
        add(el, el.getBoundingClientRect(), el.tagName === 'IMG' ? `image "${el.getAttribute('alt') ?? ''}" (${el.getAttribute('src') ?? ''})` : label(el));
      }
    }
    const walker = document.createTreeWalker(bar, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || !shown(parent)) {
        continue;
      }
      const range = document.createRange();
      range.selectNodeContents(node);
      source += 1;
      for (const rect of range.getClientRects()) {
        add(parent, rect, `text "${node.textContent.trim()}"`);
      }
    }
    return boxes;
  });
}

function overlaps(a: Box, b: Box): boolean {
  // One pixel of tolerance for sub-pixel layout.
  return a.source !== b.source && a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
}

/** Whether the bar at `width` fits: names whole, nothing past the screen's edges, nothing overlapping. */
async function expectBarFits(page: Page, path: string, width: number): Promise<void> {
  const boxes = await paintedBoxes(page);
  // The site logo, then the product being read or, on pages of no product, the site's name:
  // either name whole.
  expect(boxes.map((box) => box.name)).toContain('image "MUI Docs home" (/img/logo.svg)');
  const product = productForPathname(path);
  const name = product
    ? page.getByTestId('product-identity').getByText(product.name, {exact: true})
    : page.locator('.navbar__inner .navbar__title').getByText('MUI Docs', {exact: true});
  await expect(name).toBeVisible();
  expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth), `"${product?.name ?? 'MUI Docs'}" is shown whole`).toBe(true);
  for (const box of boxes) {
    expect(box.left, `${box.name} starts inside the screen`).toBeGreaterThanOrEqual(0);
    expect(box.right, `${box.name} ends inside the screen`).toBeLessThanOrEqual(width);
  }
  for (const [i, a] of boxes.entries()) {
    for (const b of boxes.slice(i + 1)) {
      expect(overlaps(a, b), `${a.name} overlaps ${b.name}`).toBe(false);
    }
  }
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, 'page width').toBeLessThanOrEqual(width);
  // Mode and settings stay in the bar.
  await expect(page.locator('.navbar__inner').getByRole('button', {name: /settings/i})).toBeVisible();
}

for (const colorScheme of COLOR_SCHEMES) {
  test.describe(`${colorScheme} mode`, () => {
    // Loaded on the narrowest phone; the wider ones are the same page with the window widened
    // (all are below the desktop breakpoint, so the page draws the same bar, laid out anew).
    test.use({viewport: {width: WIDTHS[0], height: PHONE_HEIGHT}, colorScheme});

    for (const path of PAGES) {
      test(`${path}: at ${WIDTHS.join(', ')} px the bar fits, nothing overlaps, no sideways scroll`, async ({page}) => {
        await openHydrated(page, path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
        for (const width of WIDTHS) {
          await test.step(`${width} px wide`, async () => {
            await page.setViewportSize({width, height: PHONE_HEIGHT});
            await expectBarFits(page, path, width);
          });
        }
      });
    }
  });
}

test.describe('the navigation drawer on a phone', () => {
  test.use({viewport: {width: 360, height: PHONE_HEIGHT}});

  test('lists the products and the versions of the product being read', async ({page}) => {
    await openHydrated(page, '/material-ui/react-button');
    await page.getByRole('button', {name: /toggle navigation bar/i}).click();
    const drawer = page.locator('.navbar-sidebar');
    // On a docs page the drawer opens on the page's sidebar; the main menu is one step back.
    await drawer.getByRole('button', {name: /back to main menu/i}).click();
    for (const product of [PRODUCTS['material-ui'], PRODUCTS['joy-ui'], PRODUCTS.x]) {
      await expect(drawer.getByRole('link', {name: product.name, exact: true})).toBeVisible();
    }
    const versions = drawer.getByTestId('version-list');
    await expect(versions).toContainText(`${PRODUCTS['material-ui'].name} versions`);
    await expect(versions.locator('[aria-current="page"]')).toHaveText(/^v\d/);
  });

  test('lists the home page links', async ({page}) => {
    await openHydrated(page, '/');
    await page.getByRole('button', {name: /toggle navigation bar/i}).click();
    await expect(page.locator('.navbar-sidebar').getByRole('link', {name: /versions/i})).toBeVisible();
  });
});

test.describe('the navigation drawer before it is wanted', () => {
  test.use({viewport: {width: 360, height: PHONE_HEIGHT}});

  test('is rendered when the reader reaches for its button, then slides in', async ({page}) => {
    await openHydrated(page, '/material-ui/react-button');
    // Not rendered with the page: the product's whole sidebar, closed, was work on every page.
    await expect(page.locator('.navbar-sidebar')).toHaveCount(0);
    const toggle = page.getByRole('button', {name: /toggle navigation bar/i});
    await toggle.hover();
    const drawer = page.locator('.navbar-sidebar');
    await expect(drawer).toHaveCount(1);
    await expect(drawer).toBeHidden();
    // Already laid out, closed, when the click opens it: the browser animates it in. The browser
    // announces each transition it starts with a transitionrun event, also one that has ended by
    // the time the test looks (a 200 ms slide can be over before a busy machine runs a timer).
    const slidesIn = await toggle.evaluate(
      (button: HTMLElement) =>
        new Promise<boolean>((resolve) => {
          document.addEventListener('transitionrun', (event) => {
            if (event.target instanceof Element && event.target.classList.contains('navbar-sidebar')) resolve(true);
          });
          // A drawer first laid out by the click itself starts no transition: it appears at once.
          setTimeout(() => resolve(false), 2000);
          button.click();
        }),
    );
    expect(slidesIn).toBe(true);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer.getByRole('link', {name: 'Button', exact: true})).toBeVisible();
  });

  test('opens from the keyboard', async ({page}) => {
    await openHydrated(page, '/material-ui/react-button');
    await page.getByRole('button', {name: /toggle navigation bar/i}).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.navbar-sidebar').getByRole('button', {name: /back to main menu/i})).toBeVisible();
  });
});
