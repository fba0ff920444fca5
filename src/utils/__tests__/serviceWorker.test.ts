import {describe, expect, it} from 'vitest';
import {
  INITIAL_UPDATE_PHASE,
  nextUpdateStep,
  productionHostFromEnv,
  shouldRegister,
  type UpdateAction,
  type UpdateEvent,
  type UpdatePhase,
  workerScriptUrl,
} from '../serviceWorker';

describe('productionHostFromEnv', () => {
  it.each([
    [undefined, 'mui-docs.example.com'],
    ['', 'mui-docs.example.com'],
    ['   ', 'mui-docs.example.com'],
    ['127.0.0.1', '127.0.0.1'],
    [' Docs.Example.com ', 'docs.example.com'],
  ])('%j → %s', (value, expected) => {
    expect(productionHostFromEnv(value, 'mui-docs.example.com')).toBe(expected);
  });
});

describe('shouldRegister', () => {
  it.each([
    // [host, production host, has service worker, expected]
    ['mui-docs.example.com', 'mui-docs.example.com', true, true],
    ['MUI-Docs.example.com', 'mui-docs.example.com', true, true],
    ['mui-docs.example.com', 'mui-docs.example.com', false, false],
    ['127.0.0.1', 'mui-docs.example.com', true, false],
    ['localhost', 'mui-docs.example.com', true, false],
    ['127.0.0.1', '127.0.0.1', true, true],
    // Previews and look-alikes: an exact host match only.
    ['deploy-preview-42--mui-docs.example.com', 'mui-docs.example.com', true, false],
    ['mui-docs.example.com.evil.test', 'mui-docs.example.com', true, false],
    ['docs.example.com', 'mui-docs.example.com', true, false],
    // No host configured: nowhere.
    ['', '', true, false],
    ['mui-docs.example.com', '', true, false],
  ])('%s (production %j, worker %s) → %s', (host, productionHost, hasServiceWorker, expected) => {
    expect(shouldRegister(host, productionHost, hasServiceWorker)).toBe(expected);
  });
});

/** Runs events through the machine from the initial phase; returns every step's actions. */
function run(events: readonly UpdateEvent[]): {phase: UpdatePhase; actions: UpdateAction[][]} {
  let phase: UpdatePhase = INITIAL_UPDATE_PHASE;
  const actions: UpdateAction[][] = [];
  for (const event of events) {
    const step = nextUpdateStep(phase, event);
    phase = step.phase;
    actions.push([...step.actions]);
  }
  return {phase, actions};
}

const controlled = {type: 'registered', controlled: true, hasWaiting: false, hasInstalling: false} as const;
const installed = {type: 'statechange', state: 'installed', hasWaiting: true} as const;
const activating = {type: 'statechange', state: 'activating', hasWaiting: false} as const;
const activated = {type: 'statechange', state: 'activated', hasWaiting: false} as const;
const blurred = {type: 'focus-check', hasFocus: false} as const;
const focused = {type: 'focus-check', hasFocus: true} as const;

describe('workerScriptUrl', () => {
  it.each([
    [false, '/sw.js?params=%7B%22offlineMode%22%3Afalse%2C%22debug%22%3Afalse%7D'],
    [true, '/sw.js?params=%7B%22offlineMode%22%3Atrue%2C%22debug%22%3Afalse%7D'],
  ])('offline mode %s', (offlineMode, url) => {
    expect(workerScriptUrl('/', 'sw.js', offlineMode)).toBe(url);
    const params: unknown = JSON.parse(new URL(url, 'https://docs.test').searchParams.get('params') ?? '');
    expect(params).toEqual({offlineMode, debug: false});
  });
});

describe('nextUpdateStep', () => {
  it.each<[string, UpdateEvent[], UpdatePhase, UpdateAction[][]]>([
    ['first visit: nothing to update', [{type: 'registered', controlled: false, hasWaiting: true, hasInstalling: false}], 'uncontrolled', [[]]],
    ['first visit ignores later events', [{type: 'registered', controlled: false, hasWaiting: false, hasInstalling: false}, {type: 'updatefound'}, activated, focused], 'uncontrolled', [[], [], [], []]],
    ['up to date', [controlled], 'idle', [['listen-updatefound']]],
    [
      'an update found later: skip waiting, then reload once on focus',
      [controlled, {type: 'updatefound'}, installed, activating, activated, blurred, blurred, focused, focused],
      'reloaded',
      [['listen-updatefound'], ['watch-installing'], ['skip-waiting'], [], ['start-focus-poll'], [], [], ['stop-focus-poll', 'reload'], []],
    ],
    [
      'a worker already waiting at load',
      [{type: 'registered', controlled: true, hasWaiting: true, hasInstalling: false}, activating, activated, focused],
      'reloaded',
      [['listen-updatefound', 'watch-waiting', 'skip-waiting'], [], ['start-focus-poll'], ['stop-focus-poll', 'reload']],
    ],
    [
      'a worker installing at load',
      [{type: 'registered', controlled: true, hasWaiting: false, hasInstalling: true}, installed, activated, focused],
      'reloaded',
      [['listen-updatefound', 'watch-installing'], ['skip-waiting'], ['start-focus-poll'], ['stop-focus-poll', 'reload']],
    ],
    [
      'activated by another tab before our message',
      [controlled, {type: 'updatefound'}, activated, focused],
      'reloaded',
      [['listen-updatefound'], ['watch-installing'], ['start-focus-poll'], ['stop-focus-poll', 'reload']],
    ],
    [
      'a failed install waits for the next update',
      [controlled, {type: 'updatefound'}, {type: 'statechange', state: 'redundant', hasWaiting: false}, {type: 'updatefound'}],
      'installing',
      [['listen-updatefound'], ['watch-installing'], [], ['watch-installing']],
    ],
    [
      'a newer update replaces the waiting one',
      [controlled, {type: 'updatefound'}, installed, {type: 'updatefound'}, installed, activated],
      'reload-pending',
      [['listen-updatefound'], ['watch-installing'], ['skip-waiting'], ['watch-installing'], ['skip-waiting'], ['start-focus-poll']],
    ],
    [
      'no focus, no reload',
      [controlled, {type: 'updatefound'}, installed, activated, blurred, blurred],
      'reload-pending',
      [['listen-updatefound'], ['watch-installing'], ['skip-waiting'], ['start-focus-poll'], [], []],
    ],
    [
      'nothing after the reload, not even another update',
      [controlled, {type: 'updatefound'}, activated, focused, {type: 'updatefound'}, activated, focused],
      'reloaded',
      [['listen-updatefound'], ['watch-installing'], ['start-focus-poll'], ['stop-focus-poll', 'reload'], [], [], []],
    ],
    ['a second registered event changes nothing', [controlled, controlled], 'idle', [['listen-updatefound'], []]],
    ['focus before any update does nothing', [controlled, focused], 'idle', [['listen-updatefound'], []]],
  ])('%s', (_name, events, phase, actions) => {
    expect(run(events)).toEqual({phase, actions});
  });

  it('reloads exactly once whatever the event order', () => {
    const events: UpdateEvent[] = [controlled, {type: 'updatefound'}, installed, activated, activated, focused, activated, focused, focused];
    const reloads = run(events).actions.flat().filter((action) => action === 'reload');
    expect(reloads).toHaveLength(1);
  });
});
