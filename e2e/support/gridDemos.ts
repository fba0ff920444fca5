/** What the Data Grid specs do before each check: bring a grid demo to life, read the clipboard. */
import type {Locator, Page} from '@playwright/test';
import {expect, openHydrated} from '../fixtures';

/** Opens a page and brings one demo to life: a grid demo is a snapshot until the reader reaches for it. */
export async function liveGridDemo(page: Page, path: string, id: string): Promise<Locator> {
  await openHydrated(page, path);
  const demo = page.getByTestId(`demo-${id}`);
  await demo.scrollIntoViewIfNeeded();
  await demo.getByRole('grid').hover();
  await expect
    .poll(() =>
      demo
        .getByRole('grid')
        .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'))),
    )
    .toBe(true);
  return demo;
}

/** The clipboard's text as a page would read it when pasting, with Windows line ends made plain. */
export async function clipboardText(page: Page): Promise<string> {
  const text = await page.evaluate(() => navigator.clipboard.readText());
  return text.replace(/\r\n/g, '\n');
}
