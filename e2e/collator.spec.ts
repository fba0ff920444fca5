/**
 * A docs page loads and hydrates without setting up a collator: the first `localeCompare` or
 * `Intl.Collator` of a page costs about 20 ms of its main thread, and Docusaurus' own sorts no
 * longer need one (plugins/client-code-edits).
 */
import {test, expect, openHydrated} from './fixtures';

declare global {
  interface Window {
    /** Where the page's code asked for a collator, one stack line each (set up by this test). */
    collatorCalls?: string[];
  }
}

// Not a Data Grid page: the grid's own modules create collators as they load (to sort and filter
// rows), which is the demo's cost, not the page's.
test.describe('no collator while a docs page loads', () => {
  for (const path of ['/material-ui/getting-started/installation', '/material-ui/react-button', '/material-ui/api/button', '/joy-ui/react-button']) {
    test(path, async ({page}) => {
      await page.addInitScript(() => {
        const calls: string[] = [];
        window.collatorCalls = calls;
        const record = (): void => {
          calls.push(new Error('collator').stack?.split('\n')[3]?.trim() ?? '(no stack)');
        };
        // Read through its descriptor: the method is wrapped, never called unbound.
        const localeCompare = Object.getOwnPropertyDescriptor(String.prototype, 'localeCompare')?.value as string['localeCompare'];
        String.prototype.localeCompare = new Proxy(localeCompare, {
          apply(target, thisArg: string, args: Parameters<string['localeCompare']>) {
            record();
            return Reflect.apply(target, thisArg, args);
          },
        });
        Intl.Collator = new Proxy(Intl.Collator, {
          construct(target, args: ConstructorParameters<typeof Intl.Collator>) {
            record();
            return new target(...args);
          },
          apply(target, _this, args: ConstructorParameters<typeof Intl.Collator>) {
            record();
            return target(...args);
          },
        });
      });
      await openHydrated(page, path);
      // Demos near the viewport go live after the page's hydration, and analytics starts when idle.
      await page.waitForTimeout(1500);
      expect(await page.evaluate(() => window.collatorCalls)).toEqual([]);
    });
  }
});
