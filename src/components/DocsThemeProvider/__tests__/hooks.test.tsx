// @vitest-environment jsdom
import React from 'react';
import {renderToString} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';
import {useThemeOptions, useThemeOptionsDispatch} from '..';

describe('theme-options hooks outside their provider', () => {
  it.each([
    ['useThemeOptions', useThemeOptions],
    ['useThemeOptionsDispatch', useThemeOptionsDispatch],
  ] as const)('%s throws a clear error', (name, hook) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Probe() {
      hook();
      return null;
    }
    expect(() => renderToString(<Probe />)).toThrow(`${name}() was called outside <DocsThemeProvider>`);
  });
});
