/**
 * A demo's animations that never end (the loading buttons' spinners) run only while the demo is
 * on screen: off screen they are paused, so they cost the page no frames
 * (src/utils/offscreenAnimations.ts).
 */
import type {Page} from '@playwright/test';
import {test, expect, openHydrated} from './fixtures';
import {DEMO_PREVIEW_ATTRIBUTE} from '../src/constants/dom';
import {ON_SCREEN_MARGIN} from '../src/utils/offscreenAnimations';

const PAGE = '/material-ui/react-button';
const SPINNERS_DEMO = '#loading-buttons';

interface DemoAnimation {
  readonly demo: string;
  readonly state: AnimationPlayState;
  /** Whether the demo's example area is within the on-screen margin of the viewport. */
  readonly onScreen: boolean;
}

/** Every CSS animation in a demo's example area, with its demo and whether that demo is on screen. */
function demoAnimations(page: Page): Promise<DemoAnimation[]> {
  return page.evaluate(
    ({previewSelector, margin}) =>
      document.getAnimations().flatMap((animation) => {
        const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
        const preview = target?.closest(previewSelector);
        if (!preview) {
          return [];
        }
        const box = preview.getBoundingClientRect();
        return [{demo: preview.closest('section')?.id ?? '', state: animation.playState, onScreen: box.bottom > -margin && box.top < innerHeight + margin}];
      }),
    {previewSelector: `[${DEMO_PREVIEW_ATTRIBUTE}]`, margin: Number.parseInt(ON_SCREEN_MARGIN, 10)},
  );
}

function statesOf(animations: readonly DemoAnimation[], demo: string): AnimationPlayState[] {
  return [...new Set(animations.filter((animation) => `#${animation.demo}` === demo).map((animation) => animation.state))];
}

test('a demo’s spinners spin only while the demo is on screen', async ({page}) => {
  await openHydrated(page, PAGE);
  // At the top of the page the loading buttons are far below: their spinners are paused, and no
  // demo off screen runs an animation.
  await expect.poll(async () => statesOf(await demoAnimations(page), SPINNERS_DEMO)).toEqual(['paused']);
  expect((await demoAnimations(page)).filter((animation) => !animation.onScreen && animation.state === 'running')).toEqual([]);

  await page.locator(SPINNERS_DEMO).scrollIntoViewIfNeeded();
  await expect.poll(async () => statesOf(await demoAnimations(page), SPINNERS_DEMO)).toEqual(['running']);

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(async () => statesOf(await demoAnimations(page), SPINNERS_DEMO)).toEqual(['paused']);
});
