/**
 * Keeps a page from hydrating until the test lets it: every script file but the two the HTML
 * loads (`runtime~main` and `main`) is held back. `main.js` runs, so the app's modules (the
 * colour-mode store among them) exist, but the route's chunks, which hydration waits for, do not
 * arrive. The page's `load` event waits for them too: navigate with `waitUntil: 'commit'`.
 */
import type {Page} from '@playwright/test';

const BUNDLE_START = /\/assets\/js\/(runtime~)?main\.[0-9a-f]+\.js$/;

export interface HeldHydration {
  /** Resolves when the page asks for its first held script: `main.js` has run its first steps. */
  readonly held: Promise<void>;
  /** Lets the held scripts, and any asked for later, through. */
  readonly release: () => void;
}

export async function holdHydration(page: Page): Promise<HeldHydration> {
  let release = (): void => undefined;
  let onHeld = (): void => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held = new Promise<void>((resolve) => {
    onHeld = resolve;
  });
  await page.route(
    (url) => url.pathname.startsWith('/assets/js/') && !BUNDLE_START.test(url.pathname),
    async (route) => {
      onHeld();
      await released;
      await route.continue();
    },
  );
  return {held, release};
}
