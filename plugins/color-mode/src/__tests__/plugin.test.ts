import type {LoadContext} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import colorModePlugin from '..';

const CONTEXT = {} as LoadContext;
const OPTIONS = {themeColors: {light: '#fff', dark: '#000'}, script: () => 'applyMode();'};

describe('colorModePlugin', () => {
  it('injects a theme-color meta per mode and the script at the start of the body', () => {
    const tags = colorModePlugin(CONTEXT, OPTIONS).injectHtmlTags?.({content: undefined});
    expect(tags).toEqual({
      headTags: [
        {tagName: 'meta', attributes: {name: 'theme-color', content: '#fff', media: '(prefers-color-scheme: light)'}},
        {tagName: 'meta', attributes: {name: 'theme-color', content: '#000', media: '(prefers-color-scheme: dark)'}},
      ],
      preBodyTags: [{tagName: 'script', innerHTML: 'applyMode();'}],
    });
  });

  it.each<[string, unknown, string]>([
    ['no options', undefined, 'color-mode plugin: option "themeColors" must be an object with a colour string for "light" and "dark", got nothing.'],
    ['a missing dark colour', {...OPTIONS, themeColors: {light: '#fff'}}, 'option "themeColors" must be an object'],
    ['script text instead of a function', {...OPTIONS, script: 'applyMode();'}, 'color-mode plugin: option "script" must be a function that returns the first-paint script, got "applyMode();".'],
    ['a script function that returns nothing', {...OPTIONS, script: () => ''}, 'color-mode plugin: option "script" must be a function that returns the script text, got "".'],
  ])('rejects %s, naming the plugin and the option', (_name, options, message) => {
    expect(() => colorModePlugin(CONTEXT, options)).toThrow(message);
  });
});
