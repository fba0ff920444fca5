// @vitest-environment jsdom
import {describe, expect, it} from 'vitest';
import {applyDocumentColorMode, modeFromStorageEvent, parseMode, resolvePaletteMode} from '../colorMode';
import type {Mode} from '../../constants/colorMode';

describe('parseMode', () => {
  it.each([
    ['light', 'light'],
    ['dark', 'dark'],
    ['system', 'system'],
    ['Dark', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%s → %s', (value, expected) => {
    expect(parseMode(value)).toBe(expected);
  });
});

describe('resolvePaletteMode', () => {
  it.each<[Mode, boolean, string]>([
    ['light', true, 'light'],
    ['dark', false, 'dark'],
    ['system', true, 'dark'],
    ['system', false, 'light'],
  ])('%s with OS dark=%s → %s', (mode, prefersDark, expected) => {
    expect(resolvePaletteMode(mode, prefersDark)).toBe(expected);
  });
});

describe('modeFromStorageEvent', () => {
  it.each<[string | null, string | null, Mode | null]>([
    ['mui-mode', 'dark', 'dark'],
    ['mui-mode', 'system', 'system'],
    ['mui-mode', null, 'system'],
    ['mui-mode', 'purple', 'system'],
    [null, null, 'system'],
    ['theme', 'dark', null],
    ['mui-color-scheme-dark', 'dark', null],
  ])('key %s = %s → %s', (key, newValue, expected) => {
    expect(modeFromStorageEvent({key, newValue}, 'mui-mode', 'system')).toBe(expected);
  });
});

describe('applyDocumentColorMode', () => {
  it.each(['light', 'dark'] as const)('applies %s to attributes, body class and metas', (paletteMode) => {
    document.head.innerHTML = '<meta name="theme-color" content="a"><meta name="theme-color" content="b">';
    document.body.className = 'mode-light mode-dark other';
    applyDocumentColorMode(document, {mode: 'system', paletteMode}, {light: '#fff', dark: '#000'});
    expect(document.documentElement.dataset.theme).toBe(paletteMode);
    expect(document.documentElement.dataset.themeChoice).toBe('system');
    expect([...document.body.classList].sort()).toEqual([`mode-${paletteMode}`, 'other']);
    const colors = [...document.querySelectorAll('meta[name="theme-color"]')].map((m) => m.getAttribute('content'));
    expect(colors).toEqual(paletteMode === 'dark' ? ['#000', '#000'] : ['#fff', '#fff']);
  });
});
