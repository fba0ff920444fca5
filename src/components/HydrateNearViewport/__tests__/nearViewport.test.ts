// @vitest-environment jsdom
import {describe, expect, it} from 'vitest';
import {afterFirstPageStart, inFirstScreen, focusableIndex, focusableKey, focusableKeyOrdinal, focusables, handOnTarget, keystrokeOf, lostKeyHandOn, NEAR_VIEWPORT_ROOT_MARGIN, partEventEffect, queueHandOn, createPartStash, pathWithin, followPath, typedTexts, typeInto, type HandOn, type PartEventEffect} from '../nearViewport';

it('gives the observer the same distance, one viewport height either way', () => {
  expect(NEAR_VIEWPORT_ROOT_MARGIN).toBe('100% 0px');
});

describe('focusables, focusableIndex', () => {
  const root = document.createElement('div');
  root.innerHTML =
    '<p>text</p><button>one</button><a>no href</a><a href="#x">link</a><span tabindex="-1">programmatic</span><input><div><textarea></textarea></div>';

  it('lists what focus can land on, in document order', () => {
    expect(focusables(root).map((element) => element.tagName)).toEqual(['BUTTON', 'A', 'SPAN', 'INPUT', 'TEXTAREA']);
  });

  it.each([
    ['BUTTON', 0],
    ['INPUT', 3],
    ['P', -1],
  ])('finds %s at %i', (tagName, index) => {
    expect(focusableIndex(root, root.querySelector(tagName))).toBe(index);
  });

  it('is -1 for no target', () => {
    expect(focusableIndex(root, null)).toBe(-1);
  });
});

describe('partEventEffect', () => {
  it.each<[string, string, string | undefined, boolean, PartEventEffect]>([
    ['a click', 'click', undefined, false, 'handOn'],
    ['a click on a snapshot (a tap ends with one)', 'click', undefined, true, 'handOn'],
    ['keyboard focus', 'focusin', undefined, true, 'handOn'],
    ['a mouse press', 'pointerdown', 'mouse', true, 'handOn'],
    ['a pen press', 'pointerdown', 'pen', true, 'handOn'],
    ['a finger down on a snapshot (maybe a scroll)', 'pointerdown', 'touch', true, 'none'],
    ['a finger down on a part without one', 'pointerdown', 'touch', false, 'handOn'],
    ['a finger lifted from a snapshot: a tap (a scroll cancels instead)', 'pointerup', 'touch', true, 'live'],
    ['a finger lifted from a part without one', 'pointerup', 'touch', false, 'none'],
    ['a mouse button released', 'pointerup', 'mouse', true, 'none'],
    ['a mouse arriving over a snapshot', 'pointerover', 'mouse', true, 'warmUp'],
    ['a mouse arriving over a part without one', 'pointerover', 'mouse', false, 'none'],
    ['a finger arriving over a snapshot', 'pointerover', 'touch', true, 'none'],
    ['a key', 'keydown', undefined, true, 'handOn'],
    ['another event', 'keyup', undefined, true, 'none'],
  ])('%s: %s', (_name, type, pointerType, snapshot, expected) => {
    expect(partEventEffect({type, pointerType}, snapshot)).toBe(expected);
  });

  it.each<[string, number, boolean, PartEventEffect]>([
    ['the main button', 0, true, 'handOn'],
    ['the secondary button (a context menu): live, no click handed on', 2, true, 'live'],
    ['the middle button', 1, false, 'live'],
  ])('a mouse press with %s', (_name, button, snapshot, expected) => {
    expect(partEventEffect({type: 'pointerdown', pointerType: 'mouse', button}, snapshot)).toBe(expected);
  });
});

describe('focusableKey, handOnTarget', () => {
  /** A grid's rows, drawn with the columns a given width shows. */
  const drawn = (fields: readonly string[]): HTMLElement => {
    const root = document.createElement('div');
    root.innerHTML = [0, 1]
      .map(
        (row) =>
          `<div role="row" data-rowindex="${row}" data-id="${row + 1}">` +
          fields.map((field) => `<div role="gridcell" data-field="${field}" tabindex="-1"><input type="checkbox" aria-label="Select row"></div>`).join('') +
          '</div>',
      )
      .join('');
    return root;
  };
  const wide = drawn(['check', 'title', 'author']);
  const narrow = drawn(['check', 'title']);
  const input = (root: HTMLElement, row: number, field: string): HTMLElement =>
    root.querySelector(`[data-rowindex="${row}"] [data-field="${field}"] input`) as HTMLElement;

  it('names an element by its own and its ancestors\' telling attributes', () => {
    expect(focusableKey(wide, input(wide, 1, 'title'))).toBe(
      'input type=checkbox aria-label=Select row < div role=gridcell data-field=title < div role=row data-rowindex=1 data-id=2',
    );
  });

  it('finds the same element in a part drawn with other columns around it, where its index differs', () => {
    const target = input(wide, 1, 'title');
    const index = focusables(wide).indexOf(target);
    expect(focusables(narrow)[index]).not.toBe(input(narrow, 1, 'title'));
    expect(handOnTarget(narrow, focusableKey(wide, target), 0, index, false)).toBe(input(narrow, 1, 'title'));
  });

  it('falls back on the index only when told to, once the part had its time to draw', () => {
    const gone = input(wide, 1, 'author');
    const key = focusableKey(wide, gone);
    expect(handOnTarget(narrow, key, 0, 2, false)).toBeUndefined();
    expect(handOnTarget(narrow, key, 0, 2, true)).toBe(focusables(narrow)[2]);
  });

  it('tells apart elements alike in every attribute by their order (a plain table\'s row checkboxes)', () => {
    const table = (): HTMLElement => {
      const root = document.createElement('div');
      root.innerHTML = '<table><tbody>' + [1, 2, 3, 4].map((row) => `<tr><td><input type="checkbox" aria-labelledby="task-${row}"></td><th id="task-${row}">Task ${row}</th></tr>`).join('') + '</tbody></table>';
      return root;
    };
    const server = table();
    const live = table();
    const pressed = server.querySelectorAll('input').item(2);
    const key = focusableKey(server, pressed);
    expect(focusableKeyOrdinal(server, pressed)).toBe(2);
    expect(handOnTarget(live, key, focusableKeyOrdinal(server, pressed), 2, false)).toBe(live.querySelectorAll('input').item(2));
  });
});

describe('afterFirstPageStart', () => {
  it.each([
    ['', 'PUSH', 'measure'],
    ['', 'REPLACE', 'measure'],
    ['#basic-buttons', 'PUSH', 'live'],
    ['', 'POP', 'live'],
    ['#sizes', 'POP', 'live'],
  ] as const)('hash %j, %s: %s', (hash, action, start) => {
    expect(afterFirstPageStart(hash, action)).toBe(start);
  });
});

describe('inFirstScreen', () => {
  const VIEWPORT = 900;
  it.each([
    ['in view, page at its top', {top: 300, bottom: 600}, 0, true],
    ['below the first screen, page at its top', {top: 1200, bottom: 1500}, 0, false],
    ['straddling the bottom edge', {top: 850, bottom: 1100}, 0, true],
    // The previous page was scrolled down; this page will be scrolled to its top.
    ['in the first screen once scrolled to the top', {top: -1500, bottom: -1200}, 1800, true],
    ['in view at the old scroll position only', {top: 200, bottom: 500}, 3000, true],
    ['neither', {top: 1000, bottom: 1300}, 3000, false],
  ] as const)('%s', (_, box, scrollY, expected) => {
    expect(inFirstScreen(box, scrollY, VIEWPORT)).toBe(expected);
  });
});

describe('typedTexts, typeInto', () => {
  /** A part drawn as the server drew it: fields with their first text. */
  function drawn(): HTMLDivElement {
    const root = document.createElement('div');
    root.innerHTML =
      '<label>City <input name="city" value="Valencia"></label><input type="search" aria-label="Find"><textarea name="bio">Rows boats.</textarea>' +
      '<input type="checkbox" name="agree"><input type="email" name="mail" value="a@b.c"><label>Town <input name="city" value="Lisbon"></label>';
    return root;
  }
  const field = (root: ParentNode, selector: string) => root.querySelector<HTMLInputElement | HTMLTextAreaElement>(selector)!;

  it('finds nothing in fields as they were drawn', () => {
    expect(typedTexts(drawn())).toEqual([]);
  });

  it('finds the text fields typed in, told apart by key and order; a ticked checkbox is not text', () => {
    const root = drawn();
    field(root, 'input[value="Lisbon"]').value = 'Porto';
    field(root, 'textarea').value = 'Rows boats. Bakes bread.';
    root.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked = true;
    expect(typedTexts(root)).toEqual([
      {key: 'textarea name=bio', ordinal: 0, index: 2, value: 'Rows boats. Bakes bread.'},
      {key: 'input name=city < label', ordinal: 1, index: 5, value: 'Porto'},
    ]);
  });

  it.each([
    ['input[name="city"]', 'Madrid', true],
    ['textarea', 'Sails.', true],
    ['input[type="email"]', 'x@y.z', true],
    ['input[name="city"]', 'Valencia', false],
    ['input[type="checkbox"]', 'on', false],
  ])('types into %s the text %j: %s', (selector, value, typed) => {
    const root = drawn();
    const target = field(root, selector);
    const inputs: string[] = [];
    target.addEventListener('input', () => inputs.push(target.value));
    expect(typeInto(target, value)).toBe(typed);
    expect(inputs).toEqual(typed ? [value] : []);
  });

  it('leaves the caret after the text', () => {
    const target = field(drawn(), 'input[name="city"]');
    typeInto(target, 'Madrid');
    expect([target.selectionStart, target.selectionEnd]).toEqual([6, 6]);
  });
});

describe('queueHandOn', () => {
  const on = (key: string): {index: number; key: string; ordinal: number; path: number[]} => ({index: 0, key, ordinal: 0, path: []});
  const run = (events: readonly [string, string][]): string[] =>
    events
      .reduce<HandOn[]>(
        (queue, [type, key]) =>
          queueHandOn(queue, type, {
            ...on(key),
            ...(type === 'keydown' ? {keystroke: {key: 'ArrowRight', code: 'ArrowRight', shiftKey: false, ctrlKey: false, altKey: false, metaKey: false}} : {}),
          }),
        [],
      )
      .map((entry) => `${entry.keystroke ? entry.keystroke.key : entry.click ? 'click' : 'focus'} ${entry.key ?? ''}${entry.pressed ? ' (pressed)' : ''}`);

  it.each<[string, [string, string][], string[]]>([
    ['a press and its click, with the focus between: one click', [['pointerdown', 'a'], ['focusin', 'a'], ['click', 'a']], ['click a', 'focus a']],
    ['two presses while the code loads: two clicks', [['pointerdown', 'a'], ['click', 'a'], ['pointerdown', 'a'], ['click', 'a']], ['click a', 'click a']],
    ['a click without a press (the keyboard): one click', [['focusin', 'a'], ['click', 'a']], ['focus a', 'click a']],
    ['a press released over another element: the click is on that one', [['pointerdown', 'a'], ['click', 'b']], ['click b']],
    ['a press whose click has not come: still a click', [['pointerdown', 'a']], ['click a (pressed)']],
    ['focus alone', [['focusin', 'a']], ['focus a']],
    ['focus, then keys: each key in order', [['focusin', 'a'], ['keydown', 'a'], ['keydown', 'a']], ['focus a', 'ArrowRight a', 'ArrowRight a']],
    ['a key between a press and its click does not take the click', [['pointerdown', 'a'], ['keydown', 'a'], ['click', 'a']], ['click a', 'ArrowRight a']],
  ])('%s', (_name, events, expected) => {
    expect(run(events)).toEqual(expected);
  });
});

describe('keystrokeOf, lostKeyHandOn', () => {
  const arrow = keystrokeOf(new KeyboardEvent('keydown', {key: 'ArrowRight', code: 'ArrowRight', shiftKey: true}));
  const thumb: HandOn = {index: 2, key: 'input type=range aria-label=Volume', ordinal: 0, click: true, pressed: false, path: [1]};

  it('keeps what the key was and its modifiers, nothing else of the event', () => {
    expect(arrow).toEqual({key: 'ArrowRight', code: 'ArrowRight', shiftKey: true, ctrlKey: false, altKey: false, metaKey: false});
  });

  it.each<[string, HandOn | undefined, string, HandOn | undefined]>([
    ['a key goes to the element the last event went to, as a key alone', thumb, 'ArrowRight', {...thumb, click: false, path: [], keystroke: {...arrow}}],
    ['Tab is left to the browser', thumb, 'Tab', undefined],
    ['nothing was handed on: the key is not taken', undefined, 'ArrowRight', undefined],
    ['the last event was on no focusable element: the key is not taken', {...thumb, key: null}, 'ArrowRight', undefined],
  ])('%s', (_name, last, key, expected) => {
    const keystroke = {...arrow, key};
    expect(lostKeyHandOn(last, keystroke)).toEqual(expected && {...expected, keystroke});
  });
});

describe('createPartStash', () => {
  it.each<[string, [string, string][], number, Record<string, string | undefined>]>([
    ['keeps what was stashed, by key', [['/a#x', '<b>x</b>'], ['/a#y', '<i>y</i>']], 5, {'/a#x': '<b>x</b>', '/a#y': '<i>y</i>', '/b#x': undefined}],
    ['a second stash of a key replaces the first', [['/a#x', 'old'], ['/a#x', 'new']], 5, {'/a#x': 'new'}],
    ['past its size, the oldest go first', [['/a#1', '1'], ['/a#2', '2'], ['/a#3', '3']], 2, {'/a#1': undefined, '/a#2': '2', '/a#3': '3'}],
    ['a key stashed again counts as new', [['/a#1', '1'], ['/a#2', '2'], ['/a#1', '1b'], ['/a#3', '3']], 2, {'/a#1': '1b', '/a#2': undefined, '/a#3': '3'}],
  ])('%s', (_name, stashes, max, expected) => {
    const parts = createPartStash(max);
    for (const [key, html] of stashes) {
      parts.stash(key, html);
    }
    for (const [key, html] of Object.entries(expected)) {
      expect(parts.take(key), key).toBe(html);
    }
  });

  it.each<[string, string, string | undefined]>([
    ['a part stashed as a function is its HTML', '<b>x</b>', '<b>x</b>'],
    ['an empty part stashed as a function is nothing', '', undefined],
  ])('%s', (_name, html, expected) => {
    const parts = createPartStash(5);
    let calls = 0;
    parts.stash('/a#x', () => {
      calls += 1;
      return html;
    });
    expect(calls).toBe(0);
    expect(parts.take('/a#x')).toBe(expected);
    expect(parts.take('/a#x')).toBe(expected);
    expect(calls).toBe(1);
  });

  it('a part taken keeps its age', () => {
    const parts = createPartStash(2);
    parts.stash('/a#1', () => '1');
    parts.stash('/a#2', '2');
    expect(parts.take('/a#1')).toBe('1');
    parts.stash('/a#3', '3');
    expect([parts.take('/a#1'), parts.take('/a#2'), parts.take('/a#3')]).toEqual([undefined, '2', '3']);
  });
});

describe('pathWithin, followPath', () => {
  const root = document.createElement('li');
  root.innerHTML = '<div><span>icon</span><div class="label">public</div></div><ul><li>child</li></ul>';
  const label = root.querySelector('.label') as Element;

  it.each<[string, Element, number[]]>([
    ['a label inside a tree item', label, [0, 1]],
    ['the element itself', root, []],
    ['an element outside it', document.createElement('p'), []],
  ])('%s', (_name, target, path) => {
    expect(pathWithin(root, target)).toEqual(path);
  });

  it.each<[string, number[], string]>([
    ['follows a path to the same element', [0, 1], 'public'],
    ['stops at the deepest element that exists', [0, 7], 'iconpublic'],
    ['an empty path is the element itself', [], 'iconpublicchild'],
  ])('%s', (_name, path, text) => {
    expect(followPath(root, path).textContent).toBe(text);
  });
});
