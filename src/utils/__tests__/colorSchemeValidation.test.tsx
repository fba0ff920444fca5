// @vitest-environment jsdom
/**
 * Colour-scheme validation comes from MUI's own functions:
 * an unknown scheme name is logged and ignored; a missing default scheme throws.
 */
import React, {act, useEffect} from 'react';
import {createRoot} from 'react-dom/client';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {createTheme, ThemeProvider, useColorScheme, type SupportedColorScheme} from '@mui/material/styles';
import {createDocsTheme, docsThemeOptions} from '../docsTheme';
import {STORAGE_KEYS} from '../../constants/colorMode';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

/** Names as an untyped caller (a storage value, another tab) would pass them. */
const untyped = (name: string) => name as SupportedColorScheme;

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
  document.body.innerHTML = '';
});

describe('choosing a colour scheme', () => {
  it('logs an error for a name the theme does not define and changes nothing', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.matchMedia = ((query: string) => ({
      matches: false,
      media: query,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    const seen: (string | undefined)[] = [];
    function Probe() {
      const {colorScheme, setColorScheme} = useColorScheme();
      seen.push(colorScheme);
      useEffect(() => {
        if (colorScheme) {
          setColorScheme(untyped('sepia'));
        }
      }, [colorScheme, setColorScheme]);
      return null;
    }
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    act(() => {
      root.render(
        <ThemeProvider theme={createDocsTheme()} modeStorageKey={STORAGE_KEYS.mode} colorSchemeStorageKey={STORAGE_KEYS.colorScheme}>
          <Probe />
        </ThemeProvider>,
      );
    });
    expect(errors).toHaveBeenCalledWith('`sepia` does not exist in `theme.colorSchemes`.');
    expect(seen.at(-1)).toBe('light');
    expect(window.localStorage.getItem(STORAGE_KEYS.colorSchemeLight)).not.toBe('sepia');
    act(() => root.unmount());
  });
});

describe('creating a theme', () => {
  it.each([
    ['a default scheme that is not defined', {defaultColorScheme: untyped('paper')}, 'paper'],
    ['a default scheme switched off', {defaultColorScheme: untyped('dark'), colorSchemes: {light: true, dark: false}}, 'dark'],
  ])('throws for %s', (_name, overrides, scheme) => {
    expect(() => createTheme({...docsThemeOptions(), ...overrides})).toThrow(
      `MUI: The \`colorSchemes.${scheme}\` option is either missing or invalid.`,
    );
  });
});
