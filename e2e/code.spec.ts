/**
 * Code blocks and live demos: copy buttons and their timings, the Ctrl/Cmd+C shortcut, the JS/TS
 * variant and styling cookies, keyboard use, live editing, a demo that throws.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {BrowserContext, Page} from '@playwright/test';
import {test, expect, openHydrated, openSettled, networkSettled} from './fixtures';
import {E2E_BASE_URL} from './constants';

const CODE_BLOCKS = '/experiments/docs/code-blocks';
const DEMOS = '/experiments/docs/demos';
const YEAR_S = 31_536_000;

async function allowClipboard(context: BrowserContext): Promise<void> {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
}

const clipboardText = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/** The code of the n-th fenced block of the fixture page, as written in its Markdown. */
function fixtureBlock(index: number): string {
  const markdown = fs.readFileSync(path.join(__dirname, '../docs/experiments/code-blocks.md'), 'utf8');
  const blocks = [...markdown.matchAll(/^```[^\n]*\n([\s\S]*?)\n```$/gm)].map((match) => match[1] ?? '');
  const block = blocks[index];
  if (block === undefined) {
    throw new Error(`code-blocks.md has no block ${index}`);
  }
  return block;
}

const demoCopy = (page: Page, id: string) => page.getByTestId(`demo-${id}`).getByRole('toolbar').locator('[data-copy-button]');

test.describe('Markdown code blocks', () => {
  test('Copy writes the exact code, shows Copied and reverts after 2000 ms', async ({page, context}) => {
    await allowClipboard(context);
    await openHydrated(page, CODE_BLOCKS);
    await page.clock.install();
    // Time stands still from here on except when the test advances it.
    await page.clock.pauseAt(Date.now() + 60_000);
    const block = page.locator('.theme-code-block').first();
    const button = block.getByRole('button', {name: 'Copy code to clipboard'});
    await expect(button).toHaveText('Copy');
    // With the page clock installed, assertions poll from the test side (page timers are fake).
    const label = () => block.locator('[data-copy-button]').textContent();
    await button.click();
    await expect.poll(label).toBe('Copied');
    expect(await clipboardText(page)).toBe(fixtureBlock(0));
    await page.clock.runFor(1900);
    expect(await label()).toBe('Copied');
    // A second click restarts the timer.
    await block.locator('[data-copy-button]').click();
    await page.clock.runFor(1900);
    expect(await label()).toBe('Copied');
    await page.clock.runFor(200);
    await expect.poll(label).toBe('Copy');
  });

  test('highlighting stays as the page was rendered once it has loaded: a line per line, coloured tokens', async ({page}) => {
    await openHydrated(page, CODE_BLOCKS);
    await page.waitForLoadState('load');
    // Prism's core highlights any `language-…` code by itself when the document is ready unless
    // told not to, replacing the lines the page rendered; give it the time to do so.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 500))));
    const code = page.locator('.theme-code-block').first().locator('code');
    const expected = fixtureBlock(0);
    expect(await code.locator('.token-line').allTextContents()).toEqual(expected.split('\n'));
    const keyword = code.locator('.token.keyword').first();
    await expect(keyword).toHaveText('import');
    expect(await keyword.getAttribute('style')).toMatch(/color:/);
  });

  test('code has the reader’s colour mode from the first paint and is not rendered a second time', async ({page, browser, baseURL}) => {
    const colours = (target: Page) =>
      target.evaluate(() => {
        const pre = document.querySelector('.theme-code-block pre');
        const keyword = pre?.querySelector('.token.keyword');
        const comment = document.querySelector('.theme-code-block .token.comment');
        if (!pre || !keyword || !comment) {
          throw new Error('the page has no code block with a keyword, or no comment');
        }
        const style = (element: Element) => getComputedStyle(element);
        return {background: style(pre).backgroundColor, text: style(pre).color, keyword: style(keyword).color, keywordStyle: style(keyword).fontStyle, comment: style(comment).color};
      });
    const replaced = () => page.evaluate(() => (window as Window & {replacedCodeBlocks?: number}).replacedCodeBlocks);

    // What the first paint shows: the built HTML and CSS, no script of the page (in a context of
    // its own, whose blocked scripts are no problem of the page's).
    const bare = await browser.newContext({baseURL, colorScheme: 'dark'});
    let beforeScripts: Awaited<ReturnType<typeof colours>>;
    try {
      await bare.route((url) => url.hostname !== '127.0.0.1' || url.pathname.endsWith('.js'), (route) => route.abort());
      const first = await bare.newPage();
      await first.goto(CODE_BLOCKS);
      expect(await first.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
      beforeScripts = await colours(first);
    } finally {
      await bare.close();
    }

    // Blocks replaced after they were parsed (theme-classic's second render replaces every one).
    await page.addInitScript(() => {
      const win = window as Window & {replacedCodeBlocks?: number};
      win.replacedCodeBlocks = 0;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.removedNodes) {
            if (node instanceof Element && (node.matches('pre') || node.querySelector('pre'))) {
              win.replacedCodeBlocks = (win.replacedCodeBlocks ?? 0) + 1;
            }
          }
        }
      }).observe(document, {childList: true, subtree: true});
    });
    await page.emulateMedia({colorScheme: 'dark'});
    await openHydrated(page, CODE_BLOCKS);
    await page.waitForLoadState('load');
    const dark = await colours(page);
    expect(dark).toEqual(beforeScripts);
    expect(await replaced()).toBe(0);

    // The colours change with the mode, with no new render of the blocks either.
    await page.emulateMedia({colorScheme: 'light'});
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    const light = await colours(page);
    for (const key of ['background', 'text', 'keyword', 'comment'] as const) {
      expect(light[key], key).not.toBe(dark[key]);
    }
    // Dracula sets keywords in italics, GitHub's theme does not.
    expect([dark.keywordStyle, light.keywordStyle]).toEqual(['italic', 'normal']);
    expect(await replaced()).toBe(0);
  });

  test('a page reached by a client-side navigation has the same highlighted lines as the built page, which loads no Prism', async ({page}) => {
    // Every element of every block's code: tag, class, style as the browser reads it (the built
    // HTML writes it without spaces, the browser with them) and the text of a token.
    const lines = () =>
      page
        .locator('.theme-code-block pre code')
        .evaluateAll((codes) =>
          codes.map((code) => [...code.querySelectorAll('*')].map((element) => [element.tagName, element.className, (element as HTMLElement).style.cssText, element.children.length === 0 ? element.textContent : ''].join('|'))),
        );
    // Prism's grammars (one file) load only for code shown after the page has hydrated. The
    // file is found in the build by a grammar's name; requests are matched by its name, not by
    // reading response bodies, which may still be in flight when the test ends.
    const assets = path.join(__dirname, '..', 'build', 'assets', 'js');
    const prismFiles = fs.readdirSync(assets).filter((name) => name.endsWith('.js') && fs.readFileSync(path.join(assets, name), 'utf8').includes('javadoclike'));
    expect(prismFiles).toHaveLength(1);
    const prismLoads: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith(`/assets/js/${prismFiles[0]}`)) {
        prismLoads.push(request.url());
      }
    });
    await openHydrated(page, CODE_BLOCKS);
    const built = await lines();
    expect(built.length).toBeGreaterThan(5);
    expect(built.every((elements) => elements.length > 0)).toBe(true);
    await networkSettled(page);
    expect(prismLoads).toEqual([]);

    await openHydrated(page, '/experiments/docs');
    await page.evaluate(() => {
      (window as Window & {sameDocument?: boolean}).sameDocument = true;
    });
    await page.getByRole('main').getByRole('link', {name: 'Code blocks', exact: true}).click();
    await page.waitForURL(`**${CODE_BLOCKS}`);
    await expect(page.locator('.theme-code-block')).toHaveCount(built.length);
    expect(await page.evaluate(() => (window as Window & {sameDocument?: boolean}).sameDocument)).toBe(true);
    // Plain text until Prism has loaded, if the page came first.
    await expect.poll(lines).toEqual(built);
    expect(prismLoads).toHaveLength(1);
  });

  test('a block with a long line wraps and unwraps with its button', async ({page}) => {
    await page.setViewportSize({width: 800, height: 900});
    await openHydrated(page, CODE_BLOCKS);
    const overflows = (pre: Element) => pre.scrollWidth > pre.clientWidth;
    const block = page.locator('.theme-code-block').filter({has: page.getByRole('button', {name: 'Toggle word wrap'})}).first();
    const pre = block.locator('pre');
    expect(await pre.evaluate(overflows)).toBe(true);
    const button = block.getByRole('button', {name: 'Toggle word wrap'});
    await button.click();
    await expect.poll(() => pre.evaluate(overflows)).toBe(false);
    await button.click();
    await expect.poll(() => pre.evaluate(overflows)).toBe(true);
  });

  test('a denied clipboard leaves the label and the page working', async ({page}) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: {writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError'))},
      });
    });
    await openHydrated(page, CODE_BLOCKS);
    const button = page.locator('.theme-code-block [data-copy-button]').first();
    await button.click();
    await button.click();
    await expect(button).toHaveText('Copy');
    // The page still responds.
    await page.getByRole('button', {name: 'Open settings'}).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('Ctrl+C on a hovered block copies it whole unless text is selected', async ({page, context}) => {
    await allowClipboard(context);
    await openHydrated(page, CODE_BLOCKS);
    const block = page.locator('.theme-code-block').nth(1);
    await block.locator('pre').hover();
    await page.keyboard.press('Control+c');
    await expect.poll(() => clipboardText(page)).toBe(fixtureBlock(1));
    await expect(block.locator('[data-copy-button]')).toHaveText('Copied');

    // With a selection, the browser's copy wins.
    await block.locator('pre code').evaluate((code) => {
      const range = document.createRange();
      range.selectNodeContents(code.querySelector('span') ?? code);
      window.getSelection()?.removeAllRanges();
      window.getSelection()?.addRange(range);
    });
    const selected = await page.evaluate(() => window.getSelection()?.toString() ?? '');
    expect(selected.length).toBeGreaterThan(0);
    await page.keyboard.press('Control+c');
    await expect.poll(() => clipboardText(page)).toBe(selected);
  });

  test('the copy button does not cover code on a narrow screen', async ({page}) => {
    await page.setViewportSize({width: 360, height: 740});
    await openHydrated(page, CODE_BLOCKS);
    const block = page.locator('.theme-code-block').first();
    const button = await block.locator('[data-copy-button]').boundingBox();
    const firstLine = await block.locator('.token-line').first().boundingBox();
    expect(button && firstLine).toBeTruthy();
    if (button && firstLine) {
      expect(button.y + button.height).toBeLessThanOrEqual(firstLine.y);
    }
  });
});

test.describe('Live demos', () => {
  test('copy source writes the shown variant and reverts after 1200 ms', async ({page, context}) => {
    await allowClipboard(context);
    await openHydrated(page, DEMOS);
    await page.clock.install();
    // Time stands still from here on except when the test advances it.
    await page.clock.pauseAt(Date.now() + 60_000);
    const copy = demoCopy(page, 'basic-buttons');
    // With the page clock installed, assertions poll from the test side (page timers are fake).
    const label = () => copy.textContent();
    await copy.click();
    await expect.poll(label).toBe('Copied');
    const copied = await clipboardText(page);
    expect(copied).toContain("import Button from '@mui/material/Button';");
    expect(copied).toContain('export default function BasicButtons()');
    await page.clock.runFor(1100);
    expect(await label()).toBe('Copied');
    await page.clock.runFor(200);
    await expect.poll(label).toBe('Copy');
  });

  test('choosing JS switches every demo, sets a one-year cookie, and survives reload and navigation', async ({page, context}) => {
    await allowClipboard(context);
    await openHydrated(page, DEMOS);
    const buttons = page.getByTestId('demo-basic-buttons');
    await buttons.getByRole('button', {name: 'Show code'}).click();
    await expect(buttons.locator('pre')).toContainText('import * as React');
    await buttons.getByRole('button', {name: 'JS', exact: true}).click();
    for (const id of ['basic-buttons', 'basic-chips', 'counter']) {
      await expect(page.getByTestId(`demo-${id}`).getByRole('button', {name: 'JS', exact: true})).toHaveAttribute('aria-pressed', 'true');
    }
    const cookie = (await context.cookies()).find((c) => c.name === 'codeVariant');
    expect(cookie?.value).toBe('JS');
    expect(cookie?.path).toBe('/');
    expect(Math.abs((cookie?.expires ?? 0) - (Date.now() / 1000 + YEAR_S))).toBeLessThan(120);

    // The JavaScript is generated: no types left.
    const counter = page.getByTestId('demo-counter');
    await counter.getByRole('button', {name: 'Show code'}).click();
    await expect(counter.locator('pre')).toContainText('React.useState(0)');
    await expect(counter.locator('pre')).not.toContainText('<number>');

    await page.reload();
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await expect(page.getByTestId('demo-basic-buttons').getByRole('button', {name: 'JS', exact: true})).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/material-ui/react-button');
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await expect(page.getByTestId('demo-basic-buttons').getByRole('button', {name: 'JS', exact: true})).toHaveAttribute('aria-pressed', 'true');
  });

  test('the URL hash selects the variant on arrival', async ({page, context}) => {
    await context.addCookies([{name: 'codeVariant', value: 'TS', url: `${E2E_BASE_URL}/`}]);
    await openHydrated(page, `${DEMOS}#basic-buttons.js`);
    await expect(page.getByTestId('demo-basic-buttons').getByRole('button', {name: 'JS', exact: true})).toHaveAttribute('aria-pressed', 'true');
    await page.goto('about:blank');
    await openHydrated(page, `${DEMOS}#basic-buttons.tsx`);
    await expect(page.getByTestId('demo-basic-buttons').getByRole('button', {name: 'TS', exact: true})).toHaveAttribute('aria-pressed', 'true');
  });

  test('an unknown stored variant falls back to TypeScript', async ({page, context}) => {
    await context.addCookies([{name: 'codeVariant', value: 'Python', url: `${E2E_BASE_URL}/`}]);
    await openHydrated(page, DEMOS);
    await expect(page.getByTestId('demo-basic-buttons').getByRole('button', {name: 'TS', exact: true})).toHaveAttribute('aria-pressed', 'true');
  });

  test('a styling choice switches every demo that has it and is kept in a cookie', async ({page, context}) => {
    await openHydrated(page, DEMOS);
    const demo = page.getByTestId('demo-basic-buttons');
    await demo.getByRole('button', {name: 'Tailwind CSS'}).click();
    await expect(page.getByTestId('demo-outlined-card').getByRole('button', {name: 'Tailwind CSS'})).toHaveAttribute('aria-pressed', 'true');
    const contained = demo.getByRole('button', {name: 'Contained'});
    await expect(contained).not.toHaveClass(/MuiButton/);
    expect(await contained.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    await demo.getByRole('button', {name: 'Show code'}).click();
    await expect(demo.locator('pre')).toContainText('bg-blue-600');
    await demo.getByRole('button', {name: 'Plain CSS'}).click();
    await expect(demo.locator('pre')).toContainText("import styles from './BasicButtons.module.css';");
    expect((await context.cookies()).find((c) => c.name === 'codeStyling')?.value).toBe('CSS');
  });

  test('the toolbar is keyboard operable: arrows move between buttons, Enter copies', async ({page, context}) => {
    await allowClipboard(context);
    await openHydrated(page, DEMOS);
    const demo = page.getByTestId('demo-basic-buttons');
    await demo.getByRole('button', {name: 'TS', exact: true}).focus();
    await page.keyboard.press('ArrowRight');
    await expect(demo.getByRole('button', {name: 'JS', exact: true})).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(demo.getByRole('button', {name: 'JS', exact: true})).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('End');
    await expect(demo.getByRole('button', {name: 'Reset the demo'})).toBeFocused();
    await page.keyboard.press('Home');
    await expect(demo.getByRole('button', {name: 'MUI System'})).toBeFocused();
    await demoCopy(page, 'basic-buttons').focus();
    await page.keyboard.press('Enter');
    await expect(demoCopy(page, 'basic-buttons')).toHaveText('Copied');
  });

  test('toolbar tooltips load on first focus or hover; the focus stays on its button', async ({page}) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') {
        scripts.push(request.url());
      }
    });
    await openHydrated(page, DEMOS);
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toHaveCount(0);
    const loadedBefore = scripts.length;
    // Keyboard first: the button is rendered again inside the Tooltip and keeps the focus.
    const reset = page.getByTestId('demo-counter').getByRole('button', {name: 'Reset the demo'});
    await reset.focus();
    await expect(tooltip).toHaveText('Reset the demo');
    await expect(reset).toBeFocused();
    expect(scripts.length).toBeGreaterThan(loadedBefore);
    // The focus moves back to the button before it: its tooltip replaces the reset button's.
    await page.keyboard.press('Shift+Tab');
    await expect(tooltip).toHaveText('Open in CodeSandbox');
    // Escape hides it while the focus stays.
    await page.keyboard.press('Escape');
    await expect(tooltip).toHaveCount(0);
    // Then the pointer, on another demo's button.
    await page.getByTestId('demo-basic-buttons').getByRole('button', {name: 'Copy a link to this demo'}).hover();
    await expect(tooltip).toHaveText('Copy a link to this demo');
    await expect(tooltip).toBeVisible();
    await page.mouse.move(0, 0);
    await expect(tooltip).toHaveCount(0);
  });

  test('below 600 px the toolbar collapses to icons', async ({page}) => {
    await page.setViewportSize({width: 480, height: 800});
    await openHydrated(page, DEMOS);
    const show = page.getByTestId('demo-counter').getByRole('button', {name: 'Show code'});
    const box = await show.boundingBox();
    expect(box?.width ?? 100).toBeLessThan(48);
  });

  test('reset restores the demo state', async ({page}) => {
    await openHydrated(page, DEMOS);
    const demo = page.getByTestId('demo-counter');
    await demo.getByRole('button', {name: 'Add one'}).click();
    await demo.getByRole('button', {name: 'Add one'}).click();
    await expect(demo.getByTestId('counter-value')).toHaveText('Count: 2');
    await demo.getByRole('button', {name: 'Reset the demo'}).click();
    await expect(demo.getByTestId('counter-value')).toHaveText('Count: 0');
  });

  test('live editing re-renders, keeps the last render on errors, and reset restores it', async ({page}) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        scripts.push(response.url());
      }
    });
    await openSettled(page, DEMOS);
    const before = new Set(scripts);
    const demo = page.getByTestId('demo-counter');
    await demo.getByRole('button', {name: 'Edit code'}).click();
    const editor = demo.getByRole('textbox', {name: 'Demo source editor'});
    await expect(editor).toBeVisible();

    const source = await editor.inputValue();
    await editor.fill(source.replace('Add one', 'Add two'));
    await expect(demo.getByRole('button', {name: 'Add two'})).toBeVisible();
    // The transpiler arrived only now, in a chunk of its own.
    await expect.poll(() => scripts.filter((url) => !before.has(url)).length).toBeGreaterThan(0);

    await editor.fill(source.replace('Add one', 'Add two').replace('</Button>', '</Butto'));
    await expect(demo.getByTestId('demo-edit-error')).toBeVisible();
    await expect(demo.getByRole('button', {name: 'Add two'})).toBeVisible();

    await demo.getByRole('button', {name: 'Reset the demo'}).click();
    await expect(demo.getByRole('button', {name: 'Add one'})).toBeVisible();
    await expect(demo.getByTestId('demo-edit-error')).toHaveCount(0);
  });

  test('a runtime error in an edit is shown while the last working render stays', async ({page, problems}) => {
    await openHydrated(page, DEMOS);
    const demo = page.getByTestId('demo-counter');
    await demo.getByRole('button', {name: 'Edit code'}).click();
    const editor = demo.getByRole('textbox', {name: 'Demo source editor'});
    const source = await editor.inputValue();
    await editor.fill(source.replace('const [count', "if (Math.random() < 2) throw new Error('edit broke it');\n  const [count"));
    await expect(demo.getByTestId('demo-error')).toContainText('edit broke it');
    await expect(demo.getByRole('button', {name: 'Add one'})).toBeVisible();
    // React reports errors caught by a boundary on the console; only this one is expected.
    expect(problems.messages.filter((m) => !m.includes('edit broke it'))).toEqual([]);
    problems.clear();
  });

  test('an edit may use only the names the original demo imports, and is told so', async ({page, problems}) => {
    await openHydrated(page, DEMOS);
    const demo = page.getByTestId('demo-counter');
    await demo.getByRole('button', {name: 'Edit code'}).click();
    const editor = demo.getByRole('textbox', {name: 'Demo source editor'});
    const source = await editor.inputValue();
    await editor.fill(
      source
        .replace("import Button from '@mui/material/Button';", "import Button, {buttonClasses} from '@mui/material/Button';")
        .replace('Add one', '{buttonClasses.root}'),
    );
    const message = '"buttonClasses" cannot be imported from "@mui/material/Button"';
    await expect(demo.getByTestId('demo-error')).toContainText(message);
    // React reports errors caught by a boundary on the console; only this one is expected.
    expect(problems.messages.filter((m) => !m.includes(message))).toEqual([]);
    problems.clear();
  });

  test('a demo that throws shows an error box and the page survives', async ({page, problems}) => {
    await openHydrated(page, DEMOS);
    const demo = page.getByTestId('demo-throwing');
    await demo.getByRole('button', {name: 'Show the latest reading'}).click();
    await expect(demo.getByTestId('demo-error')).toContainText('No reading to show');
    const counter = page.getByTestId('demo-counter');
    await counter.getByRole('button', {name: 'Add one'}).click();
    await expect(counter.getByTestId('counter-value')).toHaveText('Count: 1');
    // React reports errors caught by a boundary on the console; only this one is expected.
    expect(problems.messages.filter((m) => !m.includes('No reading to show'))).toEqual([]);
    problems.clear();
  });
});
