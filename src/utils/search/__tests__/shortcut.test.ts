import {describe, expect, it} from 'vitest';
import {isApplePlatform, isSearchShortcut, isTypingTarget, shortcutHint, type ShortcutEvent} from '../shortcut';

const KEY: ShortcutEvent = {key: '', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, typing: false};

describe('isSearchShortcut', () => {
  it.each<[string, Partial<ShortcutEvent>, boolean]>([
    ['Ctrl+K', {key: 'k', ctrlKey: true}, true],
    ['Cmd+K', {key: 'k', metaKey: true}, true],
    ['Ctrl+K with Caps Lock', {key: 'K', ctrlKey: true}, true],
    ['Ctrl+K while typing', {key: 'k', ctrlKey: true, typing: true}, true],
    ['Ctrl+Shift+K (a browser shortcut)', {key: 'K', ctrlKey: true, shiftKey: true}, false],
    ['Ctrl+Alt+K', {key: 'k', ctrlKey: true, altKey: true}, false],
    ['K alone', {key: 'k'}, false],
    ['/', {key: '/'}, true],
    ['/ while typing', {key: '/', typing: true}, false],
    ['Ctrl+/', {key: '/', ctrlKey: true}, false],
  ])('%s → %j', (_name, event, expected) => {
    expect(isSearchShortcut({...KEY, ...event})).toBe(expected);
  });
});

describe('isTypingTarget', () => {
  it.each<[string, {tagName?: string; isContentEditable?: boolean} | null, boolean]>([
    ['an input', {tagName: 'INPUT'}, true],
    ['a textarea', {tagName: 'textarea'}, true],
    ['a select', {tagName: 'SELECT'}, true],
    ['editable content', {tagName: 'DIV', isContentEditable: true}, true],
    ['a button', {tagName: 'BUTTON'}, false],
    ['no target', null, false],
  ])('%s → %j', (_name, target, expected) => {
    expect(isTypingTarget(target)).toBe(expected);
  });
});

describe('the shortcut hint', () => {
  it.each<[string | null | undefined, boolean]>([
    ['macOS', true],
    ['MacIntel', true],
    ['iPhone', true],
    ['iPad', true],
    ['Windows', false],
    ['Win32', false],
    ['Linux x86_64', false],
    ['Android', false],
    ['', false],
    [undefined, false],
  ])('platform %j has ⌘: %s', (platform, expected) => {
    expect(isApplePlatform(platform)).toBe(expected);
  });

  it('reads ⌘K on Apple keyboards and Ctrl K elsewhere', () => {
    expect([shortcutHint(true), shortcutHint(false)]).toEqual(['⌘K', 'Ctrl K']);
  });
});
