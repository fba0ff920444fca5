/**
 * Bringing a demo to life as a reader does before each check: a demo shows its server HTML (a
 * Data Grid demo, a snapshot) until the reader reaches for it (one whose look depends on the
 * browser: until it is near the viewport).
 */
import type {Locator, Page} from '@playwright/test';
import {DEMO_PREVIEW_ATTRIBUTE} from '../../src/constants/dom';
import {expect, openHydrated} from '../fixtures';

/** Whether React has taken over the element (the demo is live, not server HTML or a snapshot). */
export async function isRendered(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')));
}

/**
 * What a reader does before using a demo: scrolls it into view and points at its preview's frame
 * (the pointer arriving over it, on none of its controls, which a real pointer over a tall
 * demo cannot always be). The demo then goes live (its code loads).
 */
export async function reachFor(demo: Locator): Promise<void> {
  await demo.evaluate((element) => element.scrollIntoView({block: 'center'}));
  await demo.locator(`[${DEMO_PREVIEW_ATTRIBUTE}]`).dispatchEvent('pointerover', {pointerType: 'mouse', bubbles: true});
}

/**
 * Scrolls a demo into view, points at its preview as a reader reaching for it does, and waits
 * until React has rendered it: the first element the demo draws (the server's styles aside). A
 * control of the demo's toolbar is no sign: the toolbar hydrates with the page, while the preview
 * goes live on its own.
 */
export async function reachDemo(demo: Locator): Promise<void> {
  await reachFor(demo);
  const drawn = demo.locator(`[${DEMO_PREVIEW_ATTRIBUTE}] > div > :not(style)`).first();
  await expect.poll(() => isRendered(drawn), {message: 'the demo preview goes live'}).toBe(true);
}

/**
 * Opens a page and brings one demo to life: scrolled to, and React rendering the given control
 * (by default its first button or spin button, as reachDemo).
 */
export async function openLiveDemo(page: Page, path: string, id: string, control?: (demo: Locator) => Locator): Promise<Locator> {
  await openHydrated(page, path);
  const demo = page.getByTestId(`demo-${id}`);
  if (control === undefined) {
    await reachDemo(demo);
  } else {
    await reachFor(demo);
    await expect.poll(() => isRendered(control(demo))).toBe(true);
  }
  return demo;
}

/** How long a grid may take to go live: its code, the largest a demo loads, may be the run's first load of it. */
const GRID_LIVE_TIMEOUT_MS = 15_000;

/**
 * Opens a page and brings one grid demo to life (hovered, as a reader reaching for it). A paid
 * demo showing its notice instead fails here, naming that. A grouped or pivoted grid is a tree grid.
 * A pointer that arrived before the demo listened (the page's lower part renders after the first
 * screen) is still over it: as a reader's next move would, the pointer reaches for it again.
 */
export async function liveGridDemo(page: Page, path: string, id: string): Promise<Locator> {
  await openHydrated(page, path);
  const demo = page.getByTestId(`demo-${id}`);
  await demo.scrollIntoViewIfNeeded();
  await expect(demo.getByText('not running in this build'), `${id} runs in this build`).toHaveCount(0);
  const grid = demo.locator('[role="grid"], [role="treegrid"]').first();
  await grid.hover();
  await expect
    .poll(
      async () => {
        if (await isRendered(grid)) {
          return true;
        }
        await reachFor(demo);
        return false;
      },
      {message: `${id}'s grid goes live`, timeout: GRID_LIVE_TIMEOUT_MS},
    )
    .toBe(true);
  return demo;
}

/** The clipboard's text as a page would read it when pasting, with Windows line ends made plain. */
export async function clipboardText(page: Page): Promise<string> {
  const text = await page.evaluate(() => navigator.clipboard.readText());
  return text.replace(/\r\n/g, '\n');
}

/**
 * Waits until a picker's popup (its `dialog`) has grown in: a click while it still moves could
 * land on a neighbouring day.
 */
export async function pickerPopupSettled(dialog: Locator): Promise<void> {
  const paper = dialog.locator('.MuiPickerPopper-paper');
  await expect(paper).toHaveCSS('transform', 'none');
  await expect(paper).toHaveCSS('opacity', '1');
}
