import type {LoadContext, Plugin} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import demosPlugin from '..';
import {isLiveDemoChunk, liveDemoChunkName} from '../liveChunks';
import {demoModuleCode, extractPreview, formatsWithIntl, goesLiveOnSight, latestPerFile, liveModuleCode, previewWrapperFor, scopeImports, type BrowserDeferral} from '../transform';

const CONTEXT = {} as LoadContext;
const OPTIONS = {previewMaxLines: 2, stylingFileSuffix: {'MUI System': '', Tailwind: '.tailwind'}, paidPackages: {}};

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

describe('latestPerFile', () => {
  it.each<[string, [string, string][], string[], string[]]>([
    ['computes a file once while its source is unchanged', [['A.tsx', 'a'], ['A.tsx', 'a']], ['a'], ['js:a', 'js:a']],
    ['computes again when the source changes', [['A.tsx', 'a'], ['A.tsx', 'b'], ['A.tsx', 'b']], ['a', 'b'], ['js:a', 'js:b', 'js:b']],
    ['keeps only the latest source of a file', [['A.tsx', 'a'], ['A.tsx', 'b'], ['A.tsx', 'a']], ['a', 'b', 'a'], ['js:a', 'js:b', 'js:a']],
    ['keeps files apart, even with the same source', [['A.tsx', 'x'], ['B.tsx', 'x'], ['A.tsx', 'x']], ['x', 'x'], ['js:x', 'js:x', 'js:x']],
  ])('%s', (_name, calls, computed, results) => {
    const seen: string[] = [];
    const cached = latestPerFile((source) => {
      seen.push(source);
      return `js:${source}`;
    });
    expect(calls.map(([file, source]) => cached(file, source))).toEqual(results);
    expect(seen).toEqual(computed);
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
    const variant = {styling: 'MUI System', request: './A.tsx', tsx: '', jsx: '', preview: null, imports: ['@mui/joy/Button'], scope: []};
    const code = demoModuleCode([variant], wrappers);
    expect(code).toContain('import Wrapper from "/site/JoyScope.tsx";');
    expect(code).toContain('], Wrapper};');
    expect(demoModuleCode([{...variant, imports: ['@mui/material/Button']}], wrappers)).not.toContain('Wrapper');
  });
});

describe('scopeImports', () => {
  it.each<[string, string, ReturnType<typeof scopeImports>]>([
    ['a default import', "import Button from '@mui/material/Button';\n<Button />;", [{specifier: '@mui/material/Button', namespace: false, names: ['default']}]],
    ['a namespace import, whatever else is imported', "import * as React from 'react';\nimport {useState} from 'react';", [{specifier: 'react', namespace: true, names: []}]],
    ['named imports under their exported names', "import {GridToolbar as Toolbar, DataGrid} from '@mui/x-data-grid';\n<DataGrid slots={{toolbar: Toolbar}} />;", [{specifier: '@mui/x-data-grid', namespace: false, names: ['GridToolbar', 'DataGrid']}]],
    ['default and named merged across declarations', "import Stack from '@mui/material/Stack';\nimport {stackClasses} from '@mui/material/Stack';\n<Stack className={stackClasses.root} />;", [{specifier: '@mui/material/Stack', namespace: false, names: ['default', 'stackClasses']}]],
    ['no type-only imports', "import type {SxProps} from '@mui/system';\nimport {type Theme, styled} from '@mui/material/styles';\nstyled('div');", [{specifier: '@mui/material/styles', namespace: false, names: ['styled']}]],
    [
      'no names used only in types, which may be types imported without the type keyword',
      "import Select, {SelectChangeEvent} from '@mui/material/Select';\nimport {GridColDef} from '@mui/x-data-grid';\nconst columns: GridColDef[] = [];\nfunction change(event: SelectChangeEvent) {}\ninterface P { s: typeof Select }\n<Select onChange={change} />;",
      [{specifier: '@mui/material/Select', namespace: false, names: ['default']}, {specifier: '@mui/x-data-grid', namespace: false, names: []}],
    ],
    ['a side-effect import, with no names', "import './Demo.css';", [{specifier: './Demo.css', namespace: false, names: []}]],
  ])('%s', (_name, source, expected) => {
    expect(scopeImports(source)).toEqual(expected);
  });
});

describe('demoModuleCode', () => {
  const variant = {styling: 'MUI System', request: './A.tsx', tsx: '', jsx: '', preview: null, imports: []};

  it('imports the scope statically: no dynamic import, so no chunk per module', () => {
    const code = demoModuleCode([
      {
        ...variant,
        scope: [
          {specifier: 'react', namespace: true, names: []},
          {specifier: '@mui/material/Button', namespace: false, names: ['default', 'buttonClasses']},
        ],
      },
    ]);
    expect(code).not.toContain('import(');
    expect(code).toContain('import * as scope0_0 from "react";');
    expect(code).toContain('import {default as scope0_1_0, buttonClasses as scope0_1_1} from "@mui/material/Button";');
    expect(code).toContain('scope: {"react": scope0_0, "@mui/material/Button": {__esModule: true, "default": scope0_1_0, "buttonClasses": scope0_1_1}}');
  });

  it.each<[string, {kind: 'free'} | {kind: 'locked'; paid: {package: string; plan: 'pro'; product: string}}]>([
    ['a running demo', {kind: 'free'}],
    ['a paid demo without a key', {kind: 'locked', paid: {package: '@mui/x-data-grid-pro', plan: 'pro', product: 'Data Grid Pro'}}],
  ])("%s carries the files its variant imports, for its sandbox project, and only such variants have them", (_name, gate) => {
    const css = {...variant, styling: 'CSS', request: './A.css.tsx', scope: [], files: {'A.module.css': '.row {}\n'}};
    const code = demoModuleCode([{...variant, scope: []}, css], {}, gate);
    expect(code).toContain('files: {"A.module.css":".row {}\\n"}');
    expect(code.match(/files:/g)).toHaveLength(1);
  });
});

describe('formatsWithIntl', () => {
  const GRID = ['@mui/x-data-grid', '@mui/x-charts'];
  const variant = (imports: readonly string[], tsx = ''): {imports: readonly string[]; tsx: string} => ({imports, tsx});

  it.each<[string, readonly {imports: readonly string[]; tsx: string}[], boolean]>([
    ['a Material UI demo', [variant(['react', '@mui/material/Button'])], false],
    ['a demo importing a listed package', [variant(['react', '@mui/x-data-grid'])], true],
    ['a demo importing a subpath of one', [variant(['@mui/x-charts/BarChart'])], true],
    ['a package whose name only starts like one', [variant(['@mui/x-data-grid-generator'])], false],
    ['only its second variant importing one', [variant(['react']), variant(['@mui/x-data-grid'])], true],
    ['its own toLocaleString call', [variant(['react'], 'const label = value.toLocaleString();')], true],
    ['its own toLocaleDateString call', [variant(['react'], 'date.toLocaleDateString()')], true],
    ['its own Intl formatter', [variant(['react'], "new Intl.NumberFormat('en-US')")], true],
    ['its own localeCompare call', [variant(['react'], 'names.sort((a, b) => a.localeCompare(b))')], true],
    ['a word that only contains Intl', [variant(['react'], 'const myIntl = 1; toLocaleStrings;')], false],
  ])('%s', (_name, variants, expected) => {
    expect(formatsWithIntl(variants, GRID)).toBe(expected);
  });

  it('is exported by a running demo module that formats, and only then', () => {
    const base = {styling: 'MUI System', request: './A.tsx', tsx: '', jsx: '', preview: null, scope: []};
    expect(demoModuleCode([{...base, imports: ['@mui/x-data-grid']}], {}, {kind: 'free'}, GRID)).toContain(', formatsWithIntl: true};');
    expect(demoModuleCode([{...base, imports: ['@mui/material/Button']}], {}, {kind: 'free'}, GRID)).not.toContain('formatsWithIntl');
  });
});

describe('measuresInBrowser', () => {
  const base = {styling: 'MUI System', request: './A.tsx', tsx: '', jsx: '', preview: null, scope: [{specifier: '@mui/x-data-grid', namespace: false, names: ['DataGrid']}]};
  const GRID = ['@mui/x-data-grid', '@mui/x-data-grid-pro'];
  const LIVE = './A.tsx?demo=live';

  it.each<[string, readonly string[], boolean]>([
    ['a Data Grid demo', ['react', '@mui/x-data-grid'], true],
    ['a demo importing a subpath of a listed package', ['@mui/x-data-grid-pro/DataGridPro'], true],
    ['a demo of another package', ['@mui/material/Button', '@mui/x-charts'], false],
    ['a package whose name only starts like one', ['@mui/x-data-grid-generator'], false],
  ])('%s: %s', (_name, imports, measured) => {
    const code = demoModuleCode([{...base, imports}], {}, {kind: 'free'}, [], GRID, LIVE);
    expect(code.includes(', measuresInBrowser: true, load};')).toBe(measured);
    expect(code.includes('const load = () => (loading ??= import("./A.tsx?demo=live").then((module) => {')).toBe(measured);
    // Its running code loads on demand: the module imports neither the demo nor its scope.
    expect(code.includes('import Component0 from "./A.tsx";')).toBe(!measured);
    expect(code.includes('import {DataGrid as scope0_0_0} from "@mui/x-data-grid";')).toBe(!measured);
    expect(code.includes('Component: null, scope: null')).toBe(measured);
  });

  it('has its running code in the live module: the licence key first, then the components and their scope', () => {
    const gate = {kind: 'licensed', licenseKey: 'KEY', paid: {package: '@mui/x-data-grid-pro', plan: 'pro', product: 'Data Grid Pro'}} as const;
    expect(liveModuleCode([{...base, imports: ['@mui/x-data-grid']}], gate).split('\n')).toEqual([
      'import {LicenseInfo} from "@mui/x-license";',
      'LicenseInfo.setLicenseKey("KEY");',
      'import Component0 from "./A.tsx";',
      'import {DataGrid as scope0_0_0} from "@mui/x-data-grid";',
      'export default {variants: [{Component: Component0, scope: {"@mui/x-data-grid": {__esModule: true, "DataGrid": scope0_0_0}}}]};',
      '',
    ]);
  });

  it('fails without the live module\'s request', () => {
    expect(() => demoModuleCode([{...base, imports: ['@mui/x-data-grid']}], {}, {kind: 'free'}, [], GRID)).toThrow('needs the request of its live module');
  });
});

describe('the browser bundle: running code on demand', () => {
  const base = {styling: 'MUI System', request: './A.tsx', tsx: '', jsx: '', preview: null, imports: ['@mui/material/Button'], scope: []};
  const LIVE = './A.tsx?demo=live';
  const browser: BrowserDeferral = {deferRunningCode: true, chunkName: 'demos-src-demos-material-ui-react-button', onSightPackages: ['@mui/x-charts'], serverDrawnDemos: null};
  const code = (variant: Partial<typeof base>, options: BrowserDeferral | null = browser, wrappers: Record<string, string> = {}): string =>
    demoModuleCode([{...base, ...variant}], wrappers, {kind: 'free'}, [], ['@mui/x-data-grid'], LIVE, options);

  it.each<[string, Partial<typeof base>, BrowserDeferral | null, Record<string, string>, string | null]>([
    ['a demo loads its running code from its page\'s chunk', {}, browser, {}, 'import(/* webpackChunkName: "demos-src-demos-material-ui-react-button" */ "./A.tsx?demo=live")'],
    ['the server bundle has it in the module', {}, {...browser, deferRunningCode: false}, {}, null],
    ['without browser options, as on the server', {}, null, {}, null],
    ['a demo in a wrapper (Joy UI) keeps it in the module', {imports: ['@mui/joy/Button']}, browser, {'@mui/joy': '/site/JoyScope.tsx'}, null],
    ['a measured demo keeps a chunk of its own', {imports: ['@mui/x-data-grid']}, browser, {}, 'import("./A.tsx?demo=live")'],
  ])('%s', (_name, variant, options, wrappers, load) => {
    const module = code(variant, options, wrappers);
    expect(module.match(/import\((?:\/\*[^*]*\*\/ )?"[^"]*"\)/)?.[0] ?? null).toBe(load);
    // Deferred to its page's chunk, it starts loading as it is evaluated during a navigation.
    expect(module.includes("globalThis[Symbol.for('route-split.beforeRender')]?.push(load().catch(() => undefined));")).toBe(load?.includes('webpackChunkName') === true);
    // Deferred, the module imports neither the demo nor its scope.
    expect(module.includes('import Component0 from "./A.tsx";')).toBe(load === null);
  });

  it.each<[string, Partial<typeof base>, Record<string, string>, string | null]>([
    [
      'a demo deferred to its page\'s chunk (its running code loads when the page drew no demo)',
      {},
      {},
      '(pathname, takeHtml) => loadServerDrawnDemos(pathname, takeHtml).then((drawn) => (drawn ? undefined : load())).catch(() => undefined)',
    ],
    ['a measured demo (its snapshot is in the page\'s HTML; its code loads only as it comes near)', {imports: ['@mui/x-data-grid']}, {}, '(pathname, takeHtml) => loadServerDrawnDemos(pathname, takeHtml)'],
    ['a demo in a wrapper, which hydrates with its page', {imports: ['@mui/joy/Button']}, {'@mui/joy': '/site/JoyScope.tsx'}, null],
  ])('with serverDrawnDemos, a navigation hands route-split the fetch of its page\'s drawn demos: %s', (_name, variant, wrappers, work) => {
    const module = code(variant, {...browser, serverDrawnDemos: '/site/serverDrawnDemos.ts'}, wrappers);
    expect(module.includes('import loadServerDrawnDemos from "/site/serverDrawnDemos.ts";')).toBe(work !== null);
    expect(module.match(/\?\.push\((.*)\);$/m)?.[1] ?? null).toBe(work);
  });

  it('without serverDrawnDemos, a measured demo hands route-split nothing', () => {
    expect(code({imports: ['@mui/x-data-grid']}).includes('.push(')).toBe(false);
  });

  it.each<[string, Partial<typeof base>, boolean]>([
    ['a static demo goes live when reached for', {}, false],
    ['an effect makes it go live on sight', {tsx: 'React.useEffect(() => {}, []);'}, true],
    ['so does a chart package', {imports: ['@mui/x-charts/BarChart']}, true],
  ])('%s', (_name, variant, onSight) => {
    expect(code(variant).includes(', goesLiveOnSight: true')).toBe(onSight);
  });
});

describe('goesLiveOnSight', () => {
  const variant = (tsx: string, imports: readonly string[] = ['react']): {imports: readonly string[]; tsx: string} => ({imports, tsx});
  it.each<[string, string, boolean]>([
    ['static JSX', '<Button variant="contained">Hello</Button>', false],
    ['state changed by a handler only', 'const [open, setOpen] = React.useState(false);', false],
    ['an effect', 'useEffect(() => setReady(true), []);', true],
    ['a layout effect', 'React.useLayoutEffect(() => {});', true],
    ['a timer', 'const timer = setInterval(tick, 800);', true],
    ['a timeout', 'setTimeout(() => setLoading(false), 2000);', true],
    ['an animation frame', 'requestAnimationFrame(step);', true],
    ['the window', 'window.addEventListener("resize", onResize);', true],
    ['a media query', 'const wide = useMediaQuery("(min-width:600px)");', true],
    ['the colour scheme', 'const {mode} = useColorScheme();', true],
    ['the time', 'const [now] = React.useState(new Date());', true],
    ["today's date with dayjs", 'const today = dayjs();', true],
    ['a fixed date', "const start = dayjs('2024-03-21');", false],
    ['randomness', 'const id = Math.random();', true],
    ['tabs, whose indicator is measured', '<Tabs value={value} onChange={handleChange}>', true],
    ['a multiline field, measured for its height', '<TextField multiline minRows={3} />', true],
    ['an autofocused field', '<TextField autoFocus />', true],
    ['a word that contains a hook name', 'const notuseEffectful = 1; <TabsList />', false],
  ])('%s', (_name, tsx, expected) => {
    expect(goesLiveOnSight([variant(tsx)], [])).toBe(expected);
  });

  it('a listed package, or a subpath of it, and not a package whose name only starts like one', () => {
    expect(goesLiveOnSight([variant('', ['@mui/x-charts/LineChart'])], ['@mui/x-charts'])).toBe(true);
    expect(goesLiveOnSight([variant('', ['@mui/x-charts-vendor'])], ['@mui/x-charts'])).toBe(false);
  });
});

describe('live demo chunks', () => {
  it.each<[string, string]>([
    ['src/demos/material-ui/react-button', 'demos-src-demos-material-ui-react-button'],
    ['src/demos/x/react-data-grid/row-grouping', 'demos-src-demos-x-react-data-grid-row-grouping'],
  ])('%s is named %s, and is told from other chunks', (folder, name) => {
    expect(liveDemoChunkName(folder)).toBe(name);
    expect(isLiveDemoChunk(name)).toBe(true);
  });

  it.each<[string, string | null | undefined]>([
    ['a route chunk', 'content---material-ui-react-button-7a1'],
    ['an unnamed chunk', undefined],
    ['a null name', null],
  ])('%s is not one', (_name, chunk) => {
    expect(isLiveDemoChunk(chunk)).toBe(false);
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
    ['Intl packages given as one string', {...OPTIONS, intlPackages: '@mui/x-data-grid'}, 'demos plugin: option "intlPackages" must be a list of package names'],
    ['an empty Intl package name', {...OPTIONS, intlPackages: ['']}, 'option "intlPackages" must be a list of package names (e.g. ["@mui/x-data-grid"]), got [""].'],
    ['measured packages given as one string', {...OPTIONS, measuredPackages: '@mui/x-data-grid'}, 'demos plugin: option "measuredPackages" must be a list of package names'],
    ['live code given as one path', {...OPTIONS, withLiveCode: '/site/LivePreview.tsx'}, 'option "withLiveCode" must be a list of absolute module paths, got "/site/LivePreview.tsx".'],
    ['a relative server-drawn demos module', {...OPTIONS, serverDrawnDemos: './serverDrawnDemos.ts'}, 'option "serverDrawnDemos" must be left out or be an absolute module path, got "./serverDrawnDemos.ts".'],
  ])('rejects %s, naming the plugin and the option', (_name, options, message) => {
    expect(() => demosPlugin(CONTEXT, options)).toThrow(message);
  });
});
