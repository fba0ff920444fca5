// @vitest-environment jsdom
import vm from 'node:vm';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {EARLY_PRESS_SCRIPT_CONFIG, earlyPressScript, keepEarlyPresses} from '../earlyPresses';
import {isSearchShortcut, isTypingTarget} from '../search/shortcut';

const {controlAttribute, hydratedAttribute} = EARLY_PRESS_SCRIPT_CONFIG;

/** What reached the page's own listeners (a control's handler, React's root, the document). */
interface Seen {
  readonly type: string;
  readonly target: string;
  readonly key?: string;
  readonly ctrlKey?: boolean;
  readonly prevented: boolean;
}

let seen: Seen[] = [];
/** Whether the browser's default action was cancelled, per click. */
let prevented: boolean[] = [];

function record(event: Event): void {
  const target = event.target instanceof HTMLElement ? event.target.id || event.target.tagName.toLowerCase() : 'document';
  const key = event instanceof KeyboardEvent ? {key: event.key, ctrlKey: event.ctrlKey} : {};
  seen.push({type: event.type, target, ...key, prevented: event.defaultPrevented});
}

function noteDefault(event: Event): void {
  prevented.push(event.defaultPrevented);
}

beforeEach(() => {
  seen = [];
  prevented = [];
  document.documentElement.removeAttribute(hydratedAttribute);
  document.body.innerHTML = `
    <button id="search" ${controlAttribute}="">Search</button>
    <button id="mode" ${controlAttribute}="">Mode</button>
    <a id="group" role="button" ${controlAttribute}="" href="#first"><span id="label">Inputs</span></a>
    <button id="plain">Copy</button>
    <input id="field">`;
  document.addEventListener('click', record);
  document.addEventListener('keydown', record);
});

afterEach(async () => {
  document.removeEventListener('click', record);
  document.removeEventListener('keydown', record);
  window.removeEventListener('click', noteDefault, true);
  // Hydrating ends a keeper a test left running.
  await hydrate();
});

async function hydrate(): Promise<void> {
  document.documentElement.setAttribute(hydratedAttribute, 'true');
  // The keeper hears of it through a mutation observer, a microtask later.
  await Promise.resolve();
}

function click(id: string, init: MouseEventInit = {}): void {
  document.getElementById(id)?.dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true, ...init}));
}

function press(id: string | null, init: KeyboardEventInit): void {
  const target = id === null ? document.body : document.getElementById(id);
  target?.dispatchEvent(new KeyboardEvent('keydown', {bubbles: true, cancelable: true, ...init}));
}

function start(): void {
  keepEarlyPresses(window, EARLY_PRESS_SCRIPT_CONFIG, isSearchShortcut, isTypingTarget);
}

describe('keepEarlyPresses', () => {
  it.each<[string, () => void, Seen[], Seen[]]>([
    // [case, presses before hydration, seen before, seen once hydrated]
    ['a click on a scripted control', () => click('search'), [], [{type: 'click', target: 'search', prevented: false}]],
    ['a click inside one, replayed on the control', () => click('label'), [], [{type: 'click', target: 'group', prevented: false}]],
    [
      'clicks on two controls, in order',
      () => {
        click('mode');
        click('search');
      },
      [],
      [
        {type: 'click', target: 'mode', prevented: false},
        {type: 'click', target: 'search', prevented: false},
      ],
    ],
    [
      'the same control pressed again: the reader retrying, acted on once',
      () => {
        click('mode');
        click('mode');
      },
      [],
      [{type: 'click', target: 'mode', prevented: false}],
    ],
    ['Ctrl+K', () => press(null, {key: 'k', ctrlKey: true}), [], [{type: 'keydown', target: 'body', key: 'k', ctrlKey: true, prevented: false}]],
    [
      'Cmd+K twice, acted on once',
      () => {
        press(null, {key: 'K', metaKey: true});
        press(null, {key: 'K', metaKey: true});
      },
      [],
      [{type: 'keydown', target: 'body', key: 'K', ctrlKey: false, prevented: false}],
    ],
    ['/ outside a text field', () => press('search', {key: '/'}), [], [{type: 'keydown', target: 'search', key: '/', ctrlKey: false, prevented: false}]],
    ['/ typed in a text field: left alone', () => press('field', {key: '/'}), [{type: 'keydown', target: 'field', key: '/', ctrlKey: false, prevented: false}], []],
    ['another key: left alone', () => press(null, {key: 'a'}), [{type: 'keydown', target: 'body', key: 'a', ctrlKey: false, prevented: false}], []],
    ['a click on another button: left alone', () => click('plain'), [{type: 'click', target: 'plain', prevented: false}], []],
    ['a Ctrl+click (a new tab): left to the browser', () => click('group', {ctrlKey: true}), [{type: 'click', target: 'group', prevented: false}], []],
  ])('%s', async (_name, presses, before, after) => {
    start();
    presses();
    expect(seen).toEqual(before);
    seen = [];
    await hydrate();
    expect(seen).toEqual(after);
  });

  it("cancels the browser's action for what it keeps (a group toggle's link)", () => {
    start();
    // On the window too and after the keeper: stopping propagation leaves this listener to run.
    window.addEventListener('click', noteDefault, true);
    click('group');
    click('plain');
    expect(prevented).toEqual([true, false]);
  });

  it('waits for the hydrated attribute to be "true"', async () => {
    start();
    click('search');
    document.documentElement.setAttribute(hydratedAttribute, 'false');
    await Promise.resolve();
    expect(seen).toEqual([]);
    await hydrate();
    expect(seen).toEqual([{type: 'click', target: 'search', prevented: false}]);
  });

  it.each<[string, string, string]>([
    // [case, the replacement's markup, the element the replay clicks]
    ['a control replaced by one of the same name gets the click', `<a id="group2" role="button" ${controlAttribute}="" href="#"><span>Inputs</span></a>`, 'group2'],
    ['by its rank among the controls of its name (the first here)', `<a id="other" ${controlAttribute}="">Inputs</a><a id="group2" ${controlAttribute}="">Inputs</a>`, 'other'],
  ])('%s', async (_name, replacement, clicked) => {
    start();
    click('label');
    // A render after hydration replaces the element (theme-classic's group toggle changes type).
    document.getElementById('group')?.insertAdjacentHTML('afterend', replacement);
    document.getElementById('group')?.remove();
    await hydrate();
    expect(seen).toEqual([{type: 'click', target: clicked, prevented: false}]);
  });

  it('replays nothing on a control that left the page, and stops keeping once hydrated', async () => {
    start();
    click('search');
    document.getElementById('search')?.remove();
    await hydrate();
    expect(seen).toEqual([]);
    click('mode');
    press(null, {key: 'k', ctrlKey: true});
    expect(seen).toEqual([
      {type: 'click', target: 'mode', prevented: false},
      {type: 'keydown', target: 'body', key: 'k', ctrlKey: true, prevented: false},
    ]);
  });
});

describe('earlyPressScript', () => {
  it('runs on its own (no imports, no closures) and keeps a press until hydration', async () => {
    vm.runInNewContext(earlyPressScript(EARLY_PRESS_SCRIPT_CONFIG), {window});
    press(null, {key: 'k', ctrlKey: true});
    click('mode');
    expect(seen).toEqual([]);
    await hydrate();
    expect(seen).toEqual([
      {type: 'keydown', target: 'body', key: 'k', ctrlKey: true, prevented: false},
      {type: 'click', target: 'mode', prevented: false},
    ]);
  });
});
