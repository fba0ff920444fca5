/**
 * The navbar on phones: below the desktop breakpoint the bar keeps the menu button, the site
 * logo, the product being read and the mode and settings buttons; the products, the versions and
 * the home page's links move into the navigation drawer. Nothing in the bar overlaps anything
 * else and no page scrolls sideways.
 */
import type {Page} from '@playwright/test';
import {test, expect, openHydrated} from './fixtures';
import {PRODUCTS} from '../src/data/products';

const WIDTHS = [320, 360, 390] as const;
const PAGES = ['/', '/material-ui/react-button', '/material-ui/api/button', '/x/react-data-grid'] as const;

interface Box {
  readonly name: string;
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
}

/** The boxes of what a reader sees in the bar: its links, buttons and images, by accessible text. */
async function barBoxes(page: Page): Promise<Box[]> {
  return page.locator('.navbar__inner').evaluate((bar) =>
    [...bar.querySelectorAll('a, button, img')]
      .filter((el) => {
        const style = getComputedStyle(el);
        const rect = el.getBoundingClientRect();
        return style.visibility !== 'hidden' && rect.width > 0 && rect.height > 0;
      })
      // An image inside a link is part of that link's box.
      .filter((el) => !(el.tagName === 'IMG' && el.closest('a, button')))
      .map((el) => {
        const rect = el.getBoundingClientRect();
        const name = el.getAttribute('aria-label') ?? el.getAttribute('alt') ?? el.textContent?.trim() ?? el.tagName;
        return {name, left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom};
      }),
  );
}

function overlaps(a: Box, b: Box): boolean {
  // One pixel of tolerance for sub-pixel layout.
  return a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
}

for (const width of WIDTHS) {
  test.describe(`${width} px wide`, () => {
    test.use({viewport: {width, height: 740}});

    for (const path of PAGES) {
      test(`${path}: the bar fits, nothing overlaps, no sideways scroll`, async ({page}) => {
        await openHydrated(page, path);
        const boxes = await barBoxes(page);
        for (const box of boxes) {
          expect(box.left, `${box.name} starts inside the screen`).toBeGreaterThanOrEqual(0);
          expect(box.right, `${box.name} ends inside the screen`).toBeLessThanOrEqual(width);
        }
        for (const [i, a] of boxes.entries()) {
          for (const b of boxes.slice(i + 1)) {
            expect(overlaps(a, b), `"${a.name}" overlaps "${b.name}"`).toBe(false);
          }
        }
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth, 'page width').toBeLessThanOrEqual(width);
        // Mode and settings stay in the bar.
        await expect(page.locator('.navbar__inner').getByRole('button', {name: /settings/i})).toBeVisible();
      });
    }
  });
}

test.describe('the navigation drawer on a phone', () => {
  test.use({viewport: {width: 360, height: 740}});

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
  test.use({viewport: {width: 360, height: 740}});

  test('is rendered when the reader reaches for its button, then slides in', async ({page}) => {
    await openHydrated(page, '/material-ui/react-button');
    // Not rendered with the page: the product's whole sidebar, closed, was work on every page.
    await expect(page.locator('.navbar-sidebar')).toHaveCount(0);
    const toggle = page.getByRole('button', {name: /toggle navigation bar/i});
    await toggle.hover();
    const drawer = page.locator('.navbar-sidebar');
    await expect(drawer).toHaveCount(1);
    await expect(drawer).toBeHidden();
    // Already laid out, closed, when the click opens it: the browser animates it in.
    const transitions = await toggle.evaluate(async (button: HTMLElement) => {
      button.click();
      // React commits the click's update in a microtask.
      await new Promise((resolve) => setTimeout(resolve, 0));
      return document.querySelector('.navbar-sidebar')?.getAnimations().filter((animation) => animation instanceof CSSTransition).length ?? 0;
    });
    expect(transitions).toBeGreaterThan(0);
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
