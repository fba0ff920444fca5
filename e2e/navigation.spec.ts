/**
 * Navigation comes from the page data: each product's sidebar lists its entries (with their
 * flags, plan marks and icons) and nothing of other products; the navbar names the product.
 */
import type {Page} from '@playwright/test';
import {test, expect, openHydrated} from './fixtures';
import {PRODUCT_LIST, PRODUCTS} from '../src/data/products';
import {PRODUCT_PAGES, defaultNavigationPages} from '../src/data/pages';
import {flattenPages, pageToTitle} from '../src/utils/pageTree';
import {FLAG_CHIPS, PLAN_MARKS, SIDEBAR_CLASS_NAMES} from '../src/constants/navigation';
import {PAGE_FLAGS} from '../src/data/pages/types';
import {DOCS_SIDEBAR} from './constants';

for (const product of PRODUCT_LIST) {
  test.describe(`${product.name} sidebar`, () => {
    const entries = flattenPages(PRODUCT_PAGES[product.id].pages);
    const leaves = entries.filter((page) => !page.children);

    test('lists every page-data entry, flags included', async ({page}) => {
      await openHydrated(page, leaves[0]?.pathname ?? `/${product.routeBasePath}`);
      const sidebar = page.locator(DOCS_SIDEBAR);
      await expect(sidebar).toBeVisible();
      // Groups other than the reader's start closed and render no links: open them as a reader
      // would, one click each.
      const closed = sidebar.locator('[aria-expanded="false"]');
      while ((await closed.count()) > 0) {
        await closed.first().click();
      }
      // Every anchor is a real link: section headings are plain labels, not focusable `<a>`s
      // without an address.
      await expect(sidebar.locator('a:not([href])')).toHaveCount(0);
      // Read once, then compared entry by entry: with 200 entries, a locator check per flag
      // took most of a minute.
      const anchors = await sidebar.locator('a[href]').evaluateAll((elements) =>
        elements.map((anchor) => ({
          href: anchor.getAttribute('href') ?? '',
          text: anchor.textContent ?? '',
          flags: Object.fromEntries(
            [...anchor.querySelectorAll('[data-flag]')].map((chip) => [chip.getAttribute('data-flag') ?? '', chip.textContent ?? '']),
          ),
          plan: anchor.querySelector('[title$="plan"]')?.getAttribute('title') ?? null,
          icons: anchor.querySelectorAll('[data-icon]').length,
        })),
      );
      const links = new Map(anchors.map((anchor) => [anchor.href, anchor]));
      const linkCount = (href: string): number => anchors.filter((anchor) => anchor.href === href).length;
      const groupLabels = await sidebar
        .locator('.menu__list-item-collapsible, .menu__caret, .menu__link')
        .evaluateAll((elements) => elements.map((element) => element.textContent ?? ''));
      for (const entry of entries) {
        const label = pageToTitle(entry) ?? '';
        if (entry.children) {
          expect(groupLabels.some((text) => text.includes(label)), `group ${label}`).toBe(true);
          continue;
        }
        const link = links.get(entry.pathname);
        expect(linkCount(entry.pathname), entry.pathname).toBe(1);
        expect(link?.text, entry.pathname).toContain(label);
        for (const flag of PAGE_FLAGS) {
          const chip = link?.flags[flag];
          if (entry[flag]) {
            expect(chip?.toLowerCase(), `${entry.pathname} ${flag}`).toBe(FLAG_CHIPS[flag].label.toLowerCase());
          } else {
            expect(chip, `${entry.pathname} has no ${flag} chip`).toBeUndefined();
          }
        }
        expect(link?.plan ?? null, `${entry.pathname} plan`).toBe(entry.plan ? PLAN_MARKS[entry.plan].title : null);
        expect(link?.icons, `${entry.pathname} icon`).toBe(entry.icon ? 1 : 0);
      }
      // No other product's pages leak into this sidebar, but for the links its page data names
      // (Material UI lists the MUI X components).
      const named = new Set(leaves.map((entry) => entry.pathname));
      const hrefs = await sidebar.locator('a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      for (const href of hrefs) {
        expect(href?.startsWith(`/${product.routeBasePath}`) || named.has(href ?? ''), href ?? '').toBe(true);
      }
    });

    test('navbar shows the product name and logo', async ({page}) => {
      await openHydrated(page, leaves[0]?.pathname ?? `/${product.routeBasePath}`);
      const identity = page.getByTestId('product-identity').locator(`a[data-product="${product.id}"]`);
      await expect(identity).toHaveText(product.name);
      await expect(identity.locator('img')).toHaveAttribute('src', product.logo);
      await expect(page.getByTestId('default-navigation')).toHaveCount(0);
    });
  });
}

test('the product root page shows its sidebar', async ({page}) => {
  await openHydrated(page, '/material-ui');
  await expect(page.locator(`${DOCS_SIDEBAR} a[href="/material-ui/getting-started/installation"]`)).toBeVisible();
});

test('the breadcrumbs end with the page being read, after a client-side navigation too', async ({page}) => {
  const crumbs = page.getByRole('navigation', {name: 'Breadcrumbs'}).getByRole('listitem');
  await openHydrated(page, '/material-ui/react-button');
  await expect(crumbs).toHaveText(['', 'Components', 'Inputs', 'Button']);
  await page.locator(`${DOCS_SIDEBAR} a[href="/material-ui/react-button-group"]`).click();
  await expect(page).toHaveURL(/\/material-ui\/react-button-group$/);
  await expect(crumbs).toHaveText(['', 'Components', 'Inputs', 'Button Group']);
});

test('client-side navigations fetch no favicon, and the favicon is a 32×32 icon', async ({page}) => {
  // Chromium fetches an SVG or PNG favicon again at every client-side navigation (an SVG one is
  // then parsed as a document on the page's main thread); an ICO one it does not.
  const favicons: string[] = [];
  page.on('request', (request) => {
    if (/favicon/.test(new URL(request.url()).pathname)) {
      favicons.push(request.url());
    }
  });
  await openHydrated(page, '/material-ui/react-button');
  const fetchedOnLoad = favicons.length;
  for (const [pathname, title] of [['/material-ui/react-button-group', 'Button Group'], ['/material-ui/react-checkbox', 'Checkbox']] as const) {
    await page.locator(`${DOCS_SIDEBAR} a[href="${pathname}"]`).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
  }
  // A fetch would have started before the new page showed; give a late one time to show up.
  await page.waitForTimeout(500);
  expect(favicons.slice(fetchedOnLoad)).toEqual([]);
  const href = await page.locator('head link[rel="icon"]').getAttribute('href');
  expect(href).toBe('/img/favicon.ico');
  const icon = await page.request.get(href ?? '');
  expect(icon.headers()['content-type']).toBe('image/x-icon');
  // An ICO file: reserved 0, type 1 (icon), its images, then each one's width and height.
  const bytes = await icon.body();
  expect([bytes.readUInt16LE(0), bytes.readUInt16LE(2), bytes.readUInt16LE(4), bytes[6], bytes[7]]).toEqual([0, 1, 1, 32, 32]);
});

test('the sidebar marks the page being read after client-side navigations, opening the group that holds it', async ({page}) => {
  const marked = page.locator(`${DOCS_SIDEBAR} a[aria-current="page"]`);
  await openHydrated(page, '/material-ui/react-button');
  await expect(marked).toHaveAttribute('href', '/material-ui/react-button');
  await page.locator(`${DOCS_SIDEBAR} a[href="/material-ui/react-button-group"]`).click();
  await expect(page).toHaveURL(/\/material-ui\/react-button-group$/);
  await expect(marked).toHaveAttribute('href', '/material-ui/react-button-group');
  await page.goBack();
  await expect(marked).toHaveAttribute('href', '/material-ui/react-button');
  // A link in the article to a page of a group that is closed here: the group opens.
  const customization = page.locator(`${DOCS_SIDEBAR} a[href="/material-ui/customization/how-to-customize"]`);
  await expect(customization).toHaveCount(0);
  await page.locator('article a[href="/material-ui/customization/how-to-customize"]').first().click();
  await expect(page).toHaveURL(/\/material-ui\/customization\/how-to-customize$/);
  await expect(marked).toHaveAttribute('href', '/material-ui/customization/how-to-customize');
  await expect(marked).toBeVisible();
});

test('a sidebar section out of view is not rendered, holds about the height it will have, and its links work', async ({page}) => {
  await openHydrated(page, '/material-ui/react-button');
  const sections = page.locator(`${DOCS_SIDEBAR} .${SIDEBAR_CLASS_NAMES.subheader} > .menu__list`);
  const heights = () => sections.evaluateAll((lists) => lists.map((list) => list.getBoundingClientRect().height));
  // The Utils section is far below the sidebar's first screen: the browser skips it, yet its links are in the page.
  const lastLink = page.locator(`${DOCS_SIDEBAR} .${SIDEBAR_CLASS_NAMES.subheader} a[href="/material-ui/react-use-media-query"]`);
  expect(await lastLink.evaluate((link) => link.checkVisibility({contentVisibilityAuto: true}))).toBe(false);
  const estimated = await heights();
  // Scrolled into view, each section is rendered and takes its own height, within half an item of the estimate.
  for (const index of estimated.keys()) {
    await sections.nth(index).scrollIntoViewIfNeeded();
  }
  await expect(lastLink).toBeInViewport();
  expect(await lastLink.evaluate((link) => link.checkVisibility({contentVisibilityAuto: true}))).toBe(true);
  const rendered = await heights();
  expect(rendered).toHaveLength(estimated.length);
  for (const [index, height] of rendered.entries()) {
    expect(Math.abs(height - (estimated[index] ?? 0)), `section ${index}: ${estimated[index]} px estimated, ${height} px rendered`).toBeLessThan(15);
  }
  await lastLink.click();
  await expect(page).toHaveURL(/\/material-ui\/react-use-media-query$/);
});

test.describe("the product's first group", () => {
  const sidebar = (page: Page) => page.locator(DOCS_SIDEBAR);
  const group = (page: Page, label: string) => sidebar(page).locator('.menu__list-item-collapsible', {hasText: label}).first().getByRole('button');

  test('holds the product home and is open there; the other groups are closed', async ({page}) => {
    await openHydrated(page, '/x/introduction');
    await expect(sidebar(page).locator('a[href="/x/introduction/installation"]')).toBeVisible();
    await expect(sidebar(page).locator('a[href="/x/react-data-grid/layout"]')).toHaveCount(0);
  });

  test('is closed, and not in the HTML, on a page of another group; a click opens it', async ({browser, page}) => {
    // The server HTML, as a reader without scripts gets it: the reader's group only.
    const context = await browser.newContext({javaScriptEnabled: false});
    const bare = await context.newPage();
    await bare.goto('/x/react-charts/bars');
    await expect(sidebar(bare).locator('a[href="/x/react-charts/range-bar"]')).toBeVisible();
    await expect(sidebar(bare).locator('a[href="/x/react-data-grid/layout"]')).toHaveCount(0);
    await context.close();

    await openHydrated(page, '/x/react-charts/bars');
    await expect(sidebar(page).locator('a[href="/x/react-charts/range-bar"]')).toBeVisible();
    await expect(sidebar(page).locator('a[href="/x/react-data-grid/layout"]')).toHaveCount(0);
    await group(page, 'Data Grid').click();
    await expect(sidebar(page).locator('a[href="/x/react-data-grid/layout"]')).toBeVisible();
  });

  test('stays as the reader left it across pages', async ({page}) => {
    await openHydrated(page, '/material-ui/react-button');
    await expect(sidebar(page).locator('a[href="/material-ui/getting-started/usage"]')).toHaveCount(0);
    await sidebar(page).getByRole('link', {name: 'Chip', exact: true}).click();
    await expect(page).toHaveURL(/\/material-ui\/react-chip$/);
    await expect(sidebar(page).locator('a[href="/material-ui/getting-started/usage"]')).toHaveCount(0);
  });
});

test('the product menu lists every product', async ({page}) => {
  await openHydrated(page, PRODUCTS['material-ui'].startPath);
  await page.getByRole('button', {name: 'Products'}).click();
  const menu = page.getByRole('menu');
  for (const product of PRODUCT_LIST.filter((p) => !p.internal)) {
    await expect(menu.getByRole('menuitem', {name: new RegExp(product.name)})).toHaveAttribute('href', product.startPath);
  }
  await menu.getByRole('menuitem', {name: /MUI X/}).click();
  await expect(page).toHaveURL(/\/x\/introduction$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Introduction');
});

test('outside a product the navbar offers versions, templates and blog', async ({page}) => {
  await openHydrated(page, '/');
  const nav = page.getByTestId('default-navigation');
  for (const entry of defaultNavigationPages) {
    const link = nav.getByRole('link', {name: pageToTitle(entry) ?? ''});
    await expect(link).toHaveAttribute('href', entry.pathname);
    for (const [name, value] of Object.entries(entry.linkProps ?? {})) {
      await expect(link).toHaveAttribute(name, value);
    }
  }
  await expect(nav.getByRole('link', {name: 'Templates'})).toHaveAttribute('data-ga-event-category', 'store');
});

test('the home page leads into every product', async ({page}) => {
  await openHydrated(page, '/');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('MUI documentation');
  for (const product of PRODUCT_LIST.filter((p) => !p.internal)) {
    await expect(page.locator('main').locator(`a[href="${product.startPath}"]`)).toContainText(product.name);
  }
});

test('a /zh/ URL lands on the English page', async ({page, problems}) => {
  const response = await page.goto('/zh/material-ui/getting-started/installation?ref=x#npm');
  // Static hosting answers 404 for a language that is not shipped; a head script redirects.
  expect(response?.status()).toBe(404);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await expect(page).toHaveURL(/\/material-ui\/getting-started\/installation\?ref=x#npm$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Installation');
  // Chromium reports the 404 document itself as a failed resource; nothing else may be logged.
  const others = problems.messages.filter((m) => !/Failed to load resource: the server responded with a status of 404/.test(m));
  expect(others).toEqual([]);
  problems.clear();
});

// Old addresses from before the product prefixes, as readers' bookmarks and other sites have them,
// and addresses of mui.com's MUI X navigation that are named differently here.
for (const [legacy, target, heading] of [
  ['/x/react-charts/quickstart', '/x/react-charts/getting-started', 'Charts - Getting started'],
  ['/components/buttons/', '/material-ui/react-button', 'Button'],
  ['/components/text-fields?ref=old#basic-usage', '/material-ui/react-text-field?ref=old#basic-usage', 'Text Field'],
  ['/api/button/', '/material-ui/api/button', 'Button API'],
  ['/getting-started/installation/', '/material-ui/getting-started/installation', 'Installation'],
] as const) {
  test(`the old address ${legacy} leads to ${target}`, async ({page}) => {
    await page.goto(legacy);
    await expect(page).toHaveURL(target);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await expect(page.getByRole('heading', {level: 1})).toHaveText(heading);
  });
}

for (const path of ['/no-such-page', '/material-ui/no-such-page', '/x/react-charts/no-such-chart']) {
test(`the 404 page at ${path} hydrates and offers the products`, async ({page, problems}) => {
  await page.goto(path);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  const nav = page.getByTestId('not-found-products');
  for (const product of PRODUCT_LIST.filter((p) => !p.internal)) {
    await expect(nav.getByRole('link', {name: product.name})).toHaveAttribute('href', product.startPath);
  }
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
  const others = problems.messages.filter((m) => !/status of 404/.test(m));
  expect(others).toEqual([]);
  problems.clear();
});
}

test('outside a product the 404 page keeps the default navigation', async ({page, problems}) => {
  await page.goto('/no-such-page');
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await expect(page.getByTestId('default-navigation')).toBeVisible();
  problems.clear();
});

test.describe('on a phone', () => {
  test.use({viewport: {width: 360, height: 740}});

  test('the next page of a client-side navigation never renders the desktop table of contents', async ({page}) => {
    const desktopToc = '.theme-doc-toc-desktop';
    await openHydrated(page, '/material-ui/react-button');
    // The server's HTML is drawn for a desktop; once hydrated, a phone drops that column.
    await expect(page.locator(desktopToc)).toHaveCount(0);
    await page.evaluate((selector) => {
      const added: string[] = [];
      const observer = new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (node instanceof Element && (node.matches(selector) || node.querySelector(selector) !== null)) {
              added.push(location.pathname);
            }
          }
        }
      });
      observer.observe(document.body, {childList: true, subtree: true});
      Object.assign(window, {desktopTocsAdded: added});
    }, desktopToc);
    await page.locator('article a[href="/material-ui/customization/how-to-customize"]').first().click();
    await expect(page).toHaveURL(/\/material-ui\/customization\/how-to-customize$/);
    // The next page on screen, with its table of contents for phones.
    await expect(page.getByRole('heading', {level: 1})).toHaveText('How to customize');
    await expect(page.locator('.theme-doc-toc-mobile')).toBeVisible();
    expect(await page.evaluate(() => (window as Window & {desktopTocsAdded?: string[]}).desktopTocsAdded)).toEqual([]);
  });
});
