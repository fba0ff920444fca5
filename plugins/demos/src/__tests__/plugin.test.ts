import type {LoadContext, Plugin} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import demosPlugin from '..';
import {demoModuleCode, extractPreview, previewWrapperFor} from '../transform';

const CONTEXT = {} as LoadContext;
const OPTIONS = {previewMaxLines: 2, stylingFileSuffix: {'MUI System': '', Tailwind: '.tailwind'}};

function demo(jsxLines: readonly string[]): string {
  return `export default function Demo() {\n  return (\n${jsxLines.map((line) => `    ${line}`).join('\n')}\n  );\n}\n`;
}

describe('extractPreview', () => {
  it.each<[string, string[], number, string | null]>([
    ['returned JSX, dedented', ['<Stack>', '  <Button />'], 2, '<Stack>\n  <Button />'],
    ['null past the line limit', ['<Stack>', '  <Button />', '</Stack>'], 2, null],
  ])('%s', (_name, lines, maxLines, preview) => {
    expect(extractPreview(demo(lines), maxLines)).toBe(preview);
  });

  it("takes the default export's JSX, not a helper component's above it", () => {
    const helper = 'function Item() {\n  return (\n    <Box />\n  );\n}\n\n';
    expect(extractPreview(`${helper}${demo(['<Grid>', '  <Item />'])}`, 2)).toBe('<Grid>\n  <Item />');
  });
});

describe('previewWrapperFor', () => {
  const wrappers = {'@mui/joy': '/site/JoyScope.tsx', '@mui/x-date-pickers': '/site/Pickers.tsx'};
  it.each<[string, string[], string | null]>([
    ['the package itself', ['react', '@mui/joy'], '/site/JoyScope.tsx'],
    ['a subpath of the package', ['@mui/joy/Button'], '/site/JoyScope.tsx'],
    ['the first listed package when several match', ['@mui/x-date-pickers/DatePicker', '@mui/joy/Box'], '/site/JoyScope.tsx'],
    ['not a package whose name only starts the same', ['@mui/joyful'], null],
    ['nothing for other imports', ['@mui/material/Button'], null],
  ])('%s', (_name, imports, expected) => {
    expect(previewWrapperFor([{imports}], wrappers)).toBe(expected);
  });

  it('imports the wrapper into the demo module and exports it beside the variants', () => {
    const variant = {styling: 'MUI System', request: './A.tsx', tsx: '', jsx: '', preview: null, imports: ['@mui/joy/Button']};
    const code = demoModuleCode([variant], wrappers);
    expect(code).toContain('import Wrapper from "/site/JoyScope.tsx";');
    expect(code).toContain('], Wrapper};');
    expect(demoModuleCode([{...variant, imports: ['@mui/material/Button']}], wrappers)).not.toContain('Wrapper');
  });
});

describe('demosPlugin', () => {
  it('passes its options on to the ?demo loader', () => {
    // The hook reads none of its arguments.
    const args = [{}, false, {}, undefined] as unknown as Parameters<NonNullable<Plugin['configureWebpack']>>;
    expect(demosPlugin(CONTEXT, OPTIONS).configureWebpack?.(...args)).toMatchObject({
      module: {rules: [{resourceQuery: /demo/, use: [{options: OPTIONS}]}]},
    });
  });

  it.each<[string, unknown, string]>([
    ['no options', undefined, 'demos plugin: option "previewMaxLines" must be a positive whole number, got nothing.'],
    ['a fractional line count', {...OPTIONS, previewMaxLines: 1.5}, 'option "previewMaxLines" must be a positive whole number, got 1.5.'],
    ['no styling suffixes', {...OPTIONS, stylingFileSuffix: {}}, 'demos plugin: option "stylingFileSuffix" must map each styling name to a file-name suffix'],
    ['a suffix that is not a string', {...OPTIONS, stylingFileSuffix: {CSS: 1}}, 'option "stylingFileSuffix" must map each styling name'],
    ['a relative wrapper path', {...OPTIONS, previewWrappers: {'@mui/joy': './JoyScope.tsx'}}, 'option "previewWrappers" must map a package name to the absolute path'],
  ])('rejects %s, naming the plugin and the option', (_name, options, message) => {
    expect(() => demosPlugin(CONTEXT, options)).toThrow(message);
  });
});
