/**
 * Pages as Markdown (plugins/page-markdown) as the served build answers them: every docs page's
 * `.md` copy, the llms.txt indexes, and the Copy page button.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {APIRequestContext, BrowserContext, Page} from '@playwright/test';
import {test, expect, openHydrated} from './fixtures';
import {sitemapPaths} from './sitemap';
import {markdownNoise} from './support/markdownNoise';
import {PRODUCT_LIST} from '../src/data/products';
import {SITE_URL} from '../src/constants/site';
import {LLMS_TXT_FILE, MARKDOWN_CONTENT_TYPES, PAGE_MARKDOWN_EXTENSION} from '../src/constants/markdown';
import {markdownUrlOf} from '../src/utils/pageMarkdown';

const BUTTON_PAGE = '/material-ui/react-button';
const BUTTON_DEMO = path.join(__dirname, '../src/demos/material-ui/react-button/BasicButtons.tsx');

/** Every page of a docs product, from the sitemap (the home page and other site pages are not docs). */
function docsPaths(): string[] {
  const prefixes = PRODUCT_LIST.map((product) => `/${product.routeBasePath}`);
  return sitemapPaths().filter((pathname) => prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)));
}

async function fetchText(request: APIRequestContext, address: string): Promise<{status: number; type: string; body: string}> {
  const response = await request.get(address);
  return {status: response.status(), type: response.headers()['content-type'] ?? '', body: await response.text()};
}

/** The page addresses an llms.txt links to, as site paths (`/material-ui/react-button`). */
function listedPages(llmsTxt: string): Set<string> {
  const links = [...llmsTxt.matchAll(/^- \[[^\]]*\]\(([^)]+)\)/gm)].map((match) => match[1] ?? '');
  return new Set(links.map((link) => new URL(link).pathname.replace(new RegExp(`\\${PAGE_MARKDOWN_EXTENSION}$`), '')));
}

test.describe('Markdown copies and llms.txt', () => {
  test('every docs page has its Markdown copy, clean of MDX, and is listed in llms.txt', async ({request}) => {
    const pages = docsPaths();
    expect(pages.length).toBeGreaterThan(500);
    const site = await fetchText(request, `/${LLMS_TXT_FILE}`);
    expect(site.status).toBe(200);
    expect(site.type).toBe(MARKDOWN_CONTENT_TYPES[`/${LLMS_TXT_FILE}`]);
    const listed = listedPages(site.body);
    const problems: string[] = [];
    for (const pathname of pages) {
      const copy = await fetchText(request, markdownUrlOf(pathname));
      if (copy.status !== 200 || copy.type !== MARKDOWN_CONTENT_TYPES[`/*${PAGE_MARKDOWN_EXTENSION}`]) {
        problems.push(`${pathname}: ${markdownUrlOf(pathname)} answered ${copy.status} ${copy.type}`);
        continue;
      }
      if (!copy.body.startsWith('# ')) {
        problems.push(`${pathname}: the copy does not start with the page's title`);
      }
      for (const noise of markdownNoise(copy.body)) {
        problems.push(`${pathname}.md:${noise.line}: ${noise.why}: ${noise.text}`);
      }
      if (!listed.has(pathname)) {
        problems.push(`${pathname}: not listed in /${LLMS_TXT_FILE}`);
      }
    }
    expect(problems).toEqual([]);
    // Links are absolute, to the production site, one page a line with its description.
    expect(site.body).toContain(`- [Button](${SITE_URL}${BUTTON_PAGE}${PAGE_MARKDOWN_EXTENSION}): Use the Material UI Button`);
    expect(listed.size).toBe(pages.length);
  });

  test("each product's llms.txt lists its pages, grouped as its navigation is", async ({request}) => {
    const pages = docsPaths();
    for (const product of PRODUCT_LIST) {
      const index = await fetchText(request, `/${product.routeBasePath}/${LLMS_TXT_FILE}`);
      expect(index.status, product.id).toBe(200);
      expect(index.type).toBe('text/plain; charset=utf-8');
      expect(index.body.startsWith(`# ${product.name}\n\n> ${product.description}\n`)).toBe(true);
      const own = pages.filter((pathname) => pathname === `/${product.routeBasePath}` || pathname.startsWith(`/${product.routeBasePath}/`));
      expect([...listedPages(index.body)].sort(), product.id).toEqual(own.sort());
    }
    const material = await fetchText(request, `/material-ui/${LLMS_TXT_FILE}`);
    expect(material.body).toMatch(/^## Getting started$/m);
    expect(material.body).toMatch(/^## Inputs$|^## Components$/m);
  });

  test("the Button page's copy holds its demos' TypeScript and its prose, without MDX", async ({request}) => {
    const copy = await fetchText(request, `${BUTTON_PAGE}${PAGE_MARKDOWN_EXTENSION}`);
    expect(copy.status).toBe(200);
    expect(copy.type).toBe('text/markdown; charset=utf-8');
    const demo = fs.readFileSync(BUTTON_DEMO, 'utf8').trimEnd();
    expect(copy.body).toContain(`\`\`\`tsx title="BasicButtons.tsx"\n${demo}\n\`\`\``);
    expect(copy.body).toContain('# Button\n\n> Use the Material UI Button');
    expect(copy.body).toContain('## Basic usage');
    expect(copy.body).toContain('| `contained` | High | The single primary action of a screen or form |');
    // An admonition reads as a blockquote.
    expect(copy.body).toContain('> **Warning**\n>\n> An icon button has no visible text');
    // Imports are in the demos' code; outside code, `markdownNoise` finds any.
    expect(copy.body).not.toMatch(/\?demo|\{\{"demo"|<OneLineDemo|^:::/m);
    expect(markdownNoise(copy.body)).toEqual([]);
  });

  test("an API page's copy holds its props table as Markdown", async ({request}) => {
    const copy = await fetchText(request, `/material-ui/api/button${PAGE_MARKDOWN_EXTENSION}`);
    expect(copy.status).toBe(200);
    expect(copy.body).toContain('# Button API');
    expect(copy.body).toContain('## Props\n\n| Name | Type | Default | Description |\n| --- | --- | --- | --- |\n');
    expect(copy.body).toContain("\n| `variant` | `'text' \\| 'outlined' \\| 'contained'` | `'text'` | The variant to use. |\n");
    expect(copy.body).toContain('## CSS classes');
    expect(copy.body).not.toMatch(/<Link|<ApiPropsFilter|<div id=|\{\/\*/);
  });

  test('a page that does not exist has no copy', async ({request}) => {
    expect((await request.get(`/material-ui/no-such-page${PAGE_MARKDOWN_EXTENSION}`)).status()).toBe(404);
  });
});

async function allowClipboard(context: BrowserContext): Promise<void> {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
}

const copyPageButton = (page: Page) => page.getByRole('button', {name: /^(Copy page|Copied)$/});

test.describe('Copy page button', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`copies the page's Markdown (${colorScheme} mode)`, async ({page, context, request}) => {
      await allowClipboard(context);
      await page.emulateMedia({colorScheme});
      await openHydrated(page, BUTTON_PAGE);
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(colorScheme);
      const button = copyPageButton(page);
      await expect(button).toBeVisible();
      await expect(button).toHaveText('Copy page');
      // Beside the title, on its line.
      const [buttonBox, titleBox] = await Promise.all([button.boundingBox(), page.getByRole('heading', {level: 1}).boundingBox()]);
      expect(buttonBox && titleBox && buttonBox.y < titleBox.y + titleBox.height && buttonBox.y + buttonBox.height > titleBox.y).toBe(true);
      await button.click();
      await expect(button).toHaveText('Copied');
      const expected = (await fetchText(request, `${BUTTON_PAGE}${PAGE_MARKDOWN_EXTENSION}`)).body;
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
      await expect(button).toHaveText('Copy page', {timeout: 4000});
    });
  }

  test("an API page's button copies that page, after a client-side move from another page", async ({page, context, request}) => {
    await allowClipboard(context);
    await openHydrated(page, BUTTON_PAGE);
    await page.locator('main a[href="/material-ui/api/button"]').first().click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Button API');
    await copyPageButton(page).click();
    await expect(copyPageButton(page)).toHaveText('Copied');
    const expected = (await fetchText(request, `/material-ui/api/button${PAGE_MARKDOWN_EXTENSION}`)).body;
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  });

  test('a clipboard that refuses the write leaves the page as it was', async ({page}) => {
    await page.addInitScript(() => {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
    });
    await openHydrated(page, BUTTON_PAGE);
    const markdown = page.waitForResponse((response) => response.url().endsWith(`${BUTTON_PAGE}${PAGE_MARKDOWN_EXTENSION}`));
    await copyPageButton(page).click();
    expect((await markdown).status()).toBe(200);
    // Give the write's rejection time to come back; the label must not claim a copy.
    await page.waitForTimeout(300);
    await expect(copyPageButton(page)).toHaveText('Copy page');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Button');
  });

  test('the page carries no Markdown until the reader reaches for the button', async ({page}) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith(PAGE_MARKDOWN_EXTENSION)) {
        requested.push(request.url());
      }
    });
    await openHydrated(page, BUTTON_PAGE);
    // The demos' code is in the page (their code panels); the copy's Markdown is not.
    const html = await page.content();
    expect(html).not.toContain('tsx title="BasicButtons.tsx"');
    expect(requested).toEqual([]);
    await copyPageButton(page).hover();
    await expect.poll(() => requested.length).toBe(1);
  });
});
