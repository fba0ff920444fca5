import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {createTheme} from '@mui/material/styles';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import muiThemeCssPlugin from '..';

describe('muiThemeCssPlugin', () => {
  let dir: string;
  let context: LoadContext;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mui-theme-css-'));
    // Only the two folders the plugin reads.
    context = {siteDir: dir, generatedFilesDir: path.join(dir, '.docusaurus')} as LoadContext;
  });
  afterEach(() => {
    fs.rmSync(dir, {recursive: true, force: true});
  });

  it('writes the theme variables to a client module and watches the given files', () => {
    const plugin = muiThemeCssPlugin(context, {
      createTheme: () => createTheme({cssVariables: {cssVarPrefix: 'test'}, palette: {primary: {main: '#0072e5'}}}),
      watch: ['src/theme.ts'],
    });
    const [file = ''] = plugin.getClientModules?.() ?? [];
    expect(file).toBe(path.join(dir, '.docusaurus', 'mui-theme-css', 'mui-theme-vars.css'));
    expect(fs.readFileSync(file, 'utf8')).toContain('--test-palette-primary-main: #0072e5;');
    expect(plugin.getPathsToWatch?.()).toEqual([path.join(dir, 'src/theme.ts')]);
  });

  it.each<[string, unknown, string]>([
    ['no options', undefined, 'mui-theme-css plugin: option "createTheme" is required'],
    ['a theme instead of a factory', {createTheme: createTheme()}, 'mui-theme-css plugin: option "createTheme" is required'],
    ['watch not a list', {createTheme, watch: 'src/theme.ts'}, 'mui-theme-css plugin: option "watch" must be a list of file paths'],
    ['a theme without CSS variables', {createTheme: () => ({})}, 'mui-theme-css plugin: the theme from "createTheme" has no CSS variables'],
  ])('rejects %s, naming the plugin and the option', (_name, options, message) => {
    expect(() => muiThemeCssPlugin(context, options)).toThrow(message);
  });
});
