// @vitest-environment jsdom
import vm from 'node:vm';
import {beforeEach, describe, expect, it} from 'vitest';
import {applyInitialColorMode, COLOR_MODE_SCRIPT_CONFIG, initColorModeScript, type InitColorModeConfig} from '../initColorMode';
import {applyDocumentColorMode} from '../colorMode';

const config: InitColorModeConfig = {
  ...COLOR_MODE_SCRIPT_CONFIG,
  schemes: {light: 'light', dark: 'dark', 'light-contrast': 'light'},
};

function storageOf(values: Record<string, string>) {
  return {getItem: (key: string) => values[key] ?? null};
}

beforeEach(() => {
  document.documentElement.removeAttribute('data-mui-color-scheme');
  document.documentElement.removeAttribute('data-theme');
  document.body.className = '';
  document.head.innerHTML =
    '<meta name="theme-color" content="x" media="(prefers-color-scheme: light)"><meta name="theme-color" content="y" media="(prefers-color-scheme: dark)">';
});

describe('applyInitialColorMode', () => {
  it.each<[string, Record<string, string>, boolean, string, string, string]>([
    // [case, storage, OS prefers dark, mode, palette mode, scheme]
    ['nothing stored, OS light', {}, false, 'system', 'light', 'light'],
    ['nothing stored, OS dark', {}, true, 'system', 'dark', 'dark'],
    ['stored dark, OS light', {'mui-mode': 'dark'}, false, 'dark', 'dark', 'dark'],
    ['stored light, OS dark', {'mui-mode': 'light'}, true, 'light', 'light', 'light'],
    ['stored system, OS dark', {'mui-mode': 'system'}, true, 'system', 'dark', 'dark'],
    ['invalid stored mode falls back to system', {'mui-mode': 'purple'}, true, 'system', 'dark', 'dark'],
    ['stored light scheme applies', {'mui-mode': 'light', 'mui-color-scheme-light': 'light-contrast'}, false, 'light', 'light', 'light-contrast'],
    ['unknown scheme falls back to default', {'mui-mode': 'light', 'mui-color-scheme-light': 'nope'}, false, 'light', 'light', 'light'],
    ['a light scheme cannot serve dark mode', {'mui-mode': 'dark', 'mui-color-scheme-dark': 'light-contrast'}, false, 'dark', 'dark', 'dark'],
  ])('%s', (_name, stored, prefersDark, mode, paletteMode, colorScheme) => {
    expect(applyInitialColorMode(document, storageOf(stored), prefersDark, config, applyDocumentColorMode)).toEqual({mode, paletteMode, colorScheme});
    const root = document.documentElement;
    expect(root.getAttribute('data-mui-color-scheme')).toBe(colorScheme);
    expect(root.getAttribute('data-theme')).toBe(paletteMode);
    expect(root.getAttribute('data-theme-choice')).toBe(mode);
    expect(document.body.classList.contains(`mode-${paletteMode}`)).toBe(true);
    expect(document.body.classList.contains(`mode-${paletteMode === 'dark' ? 'light' : 'dark'}`)).toBe(false);
    const metas = [...document.querySelectorAll('meta[name="theme-color"]')].map((m) => m.getAttribute('content'));
    expect(metas).toEqual([config.themeColors[paletteMode as 'light' | 'dark'], config.themeColors[paletteMode as 'light' | 'dark']]);
  });

  it('survives storage that throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(applyInitialColorMode(document, throwing, true, config, applyDocumentColorMode).paletteMode).toBe('dark');
  });

  it('replaces the other mode class', () => {
    document.body.classList.add('mode-light');
    applyInitialColorMode(document, storageOf({'mui-mode': 'dark'}), false, config, applyDocumentColorMode);
    expect(document.body.className).toBe('mode-dark');
  });
});

describe('initColorModeScript', () => {
  it('is a self-contained script that applies the mode', () => {
    const script = initColorModeScript(config, '(prefers-color-scheme: dark)');
    const queries: string[] = [];
    const fakeWindow = {
      localStorage: storageOf({'mui-mode': 'dark'}),
      matchMedia: (query: string) => {
        queries.push(query);
        return {matches: false};
      },
    };
    vm.runInNewContext(script, {document, window: fakeWindow});
    expect(queries).toEqual(['(prefers-color-scheme: dark)']);
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(document.body.classList.contains('mode-dark')).toBe(true);
  });
});
