/** The console gate itself: it must catch what it claims to catch. */
import {test, expect, openHydrated} from './fixtures';

test('records console errors, page errors and unexpected requests', async ({page, problems}) => {
  await openHydrated(page, '/');
  await page.evaluate(() => {
    console.error('injected error');
    console.warn('injected warning');
    setTimeout(() => {
      throw new Error('injected page error');
    });
    // An image: the site's Content-Security-Policy lets images load over https (ad pixels), so
    // the request reaches the network, where the gate must catch it.
    const pixel = new Image();
    pixel.src = 'https://example.com/tracker.gif';
  });
  await expect
    .poll(() => problems.messages.join('\n'))
    .toMatch(/page error: injected page error[\s\S]*|unexpected request/);
  await expect.poll(() => problems.messages.some((m) => m.startsWith('page error'))).toBe(true);
  await expect.poll(() => problems.messages.some((m) => m.startsWith('unexpected request'))).toBe(true);
  expect(problems.messages.join('\n')).toContain('console.error: injected error');
  expect(problems.messages.join('\n')).toContain('console.warning: injected warning');
  expect(problems.messages.join('\n')).toContain('page error: injected page error');
  expect(problems.messages.join('\n')).toContain('unexpected request to https://example.com/tracker.gif');
  // The injected problems were expected here (the blocked pixel also logs its failed load); any
  // other one still fails this test.
  const injected = /injected (error|warning|page error)|example\.com\/tracker\.gif|Failed to load resource: net::ERR_BLOCKED_BY_CLIENT/;
  expect(problems.messages.filter((m) => !injected.test(m))).toEqual([]);
  problems.clear();
});
