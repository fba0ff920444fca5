/**
 * The scripts a page starts with ask V8 to compile them off the main thread: each one of at least
 * 30 KiB begins with the explicit compile hint, and no smaller one does (Chromium compiles a small
 * script on the main thread, where compiling all of it at once would cost more).
 * plugins/stepwise-app-start/src/compileHints.ts.
 */
import {COMPILE_HINT, wantsCompileHint} from '../plugins/stepwise-app-start/src/compileHints';
import {test, expect, openSettled} from './fixtures';

for (const path of ['/material-ui/getting-started/installation', '/x/react-data-grid']) {
  test(`${path}: every script of at least 30 KiB starts with the compile hint`, async ({page}) => {
    const scripts = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && new URL(response.url()).hostname === '127.0.0.1') {
        scripts.add(response.url());
      }
    });
    await openSettled(page, path);
    const files = await Promise.all(
      [...scripts].map(async (url) => {
        const body = await (await page.request.get(url)).body();
        const hinted = body.toString('utf8').startsWith(COMPILE_HINT);
        // The size the build weighed: before the hint was added.
        const bytes = body.length - (hinted ? Buffer.byteLength(COMPILE_HINT) : 0);
        return {url, large: wantsCompileHint(new URL(url).pathname, bytes), hinted};
      }),
    );
    expect(files.some((file) => file.url.includes('/main.') && file.hinted)).toBe(true);
    expect(files.filter((file) => file.large !== file.hinted)).toEqual([]);
  });
}
