import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import type {LoadContext} from '@docusaurus/types';
import {afterAll, describe, expect, it} from 'vitest';
import demosPlugin from '..';
import {isValidLicenseKey, licenseGate, paidPackageFor, parsePaidPackages, type PaidPackages} from '../paidPlans';
import {demoModuleCode} from '../transform';

const PAID: PaidPackages = {
  '@mui/x-data-grid-pro': {plan: 'pro', product: 'Data Grid Pro'},
  '@mui/x-data-grid-premium': {plan: 'premium', product: 'Data Grid Premium'},
  '@mui/x-charts-pro': {plan: 'pro', product: 'Charts Pro'},
};
// Never a real key: the loader copies whatever string it is given.
const KEY = 'not-a-real-key';

describe('paidPackageFor', () => {
  it.each<[string, string[], string | null]>([
    ['nothing for a free demo', ['react', '@mui/x-data-grid', '@mui/material/Box'], null],
    ['the package itself', ['react', '@mui/x-data-grid-pro'], '@mui/x-data-grid-pro'],
    ['a subpath of the package', ['@mui/x-charts-pro/Heatmap'], '@mui/x-charts-pro'],
    ['not a package whose name only starts the same', ['@mui/x-data-grid-prototype', '@mui/x-charts-profile/x'], null],
    ['the highest plan when several are imported', ['@mui/x-data-grid-pro', '@mui/x-data-grid-premium'], '@mui/x-data-grid-premium'],
    ['the first listed among packages of one plan', ['@mui/x-charts-pro', '@mui/x-data-grid-pro'], '@mui/x-data-grid-pro'],
  ])('%s', (_name, imports, expected) => {
    expect(paidPackageFor(imports, PAID)?.package ?? null).toBe(expected);
  });

  it('carries the plan and the product name', () => {
    expect(paidPackageFor(['@mui/x-data-grid-premium'], PAID)).toEqual({
      package: '@mui/x-data-grid-premium',
      plan: 'premium',
      product: 'Data Grid Premium',
    });
  });
});

describe('licenseGate', () => {
  it.each<[string, string[], string | undefined, boolean, string]>([
    ['a free demo is free with a key', ['@mui/x-data-grid'], KEY, false, 'free'],
    ['a free demo is free without a key', ['@mui/x-data-grid'], undefined, false, 'free'],
    ['a free demo is free in an evaluation build', ['@mui/x-data-grid'], undefined, true, 'free'],
    ['a paid demo is licensed with a key', ['@mui/x-data-grid-pro'], KEY, false, 'licensed'],
    ['a key wins over evaluation', ['@mui/x-data-grid-pro'], KEY, true, 'licensed'],
    ['a paid demo is locked without a key', ['@mui/x-data-grid-pro'], undefined, false, 'locked'],
    ['a paid demo runs keyless in an evaluation build', ['@mui/x-data-grid-pro'], undefined, true, 'evaluation'],
  ])('%s', (_name, imports, key, evaluation, kind) => {
    expect(licenseGate(imports, PAID, key, evaluation).kind).toBe(kind);
  });
});

describe('demoModuleCode of a paid demo', () => {
  const variant = {
    styling: 'MUI System',
    request: './TreeData.tsx',
    tsx: "import {DataGridPro} from '@mui/x-data-grid-pro';",
    jsx: "import {DataGridPro} from '@mui/x-data-grid-pro';",
    preview: '<DataGridPro treeData />',
    imports: ['react/jsx-runtime', '@mui/x-data-grid-pro', '@mui/joy/Box'],
    scope: [{specifier: '@mui/x-data-grid-pro', namespace: false, names: ['DataGridPro']}],
  };
  const wrappers = {'@mui/joy': '/site/JoyScope.tsx'};
  const importLines = (code: string) => code.split('\n').filter((line) => /^\s*import\b|\bimport\(|\brequire\(/.test(line));

  it('without a key: no import at all, the sources and the plan, and no component', () => {
    const code = demoModuleCode([variant], wrappers, licenseGate(variant.imports, PAID, undefined));
    expect(importLines(code)).toEqual([]);
    expect(code).not.toContain('Component');
    expect(code).not.toContain('Wrapper');
    expect(code).not.toContain('LicenseInfo');
    expect(code).toContain(`tsx: ${JSON.stringify(variant.tsx)}`);
    expect(code).toContain(`jsx: ${JSON.stringify(variant.jsx)}`);
    expect(code).toContain(`preview: ${JSON.stringify(variant.preview)}`);
    expect(code).toContain('paid: {"package":"@mui/x-data-grid-pro","plan":"pro","product":"Data Grid Pro","running":false}');
  });

  it('with a key: registers it first, then imports the demo, its scope and wrapper', () => {
    const code = demoModuleCode([variant], wrappers, licenseGate(variant.imports, PAID, KEY));
    expect(importLines(code)).toEqual([
      'import {LicenseInfo} from "@mui/x-license";',
      'import Wrapper from "/site/JoyScope.tsx";',
      'import Component0 from "./TreeData.tsx";',
      'import {DataGridPro as scope0_0_0} from "@mui/x-data-grid-pro";',
    ]);
    expect(code.split('\n')[1]).toBe(`LicenseInfo.setLicenseKey(${JSON.stringify(KEY)});`);
    expect(code).toContain('Component: Component0');
    expect(code).toContain('], Wrapper, paid: {"package":"@mui/x-data-grid-pro","plan":"pro","product":"Data Grid Pro","running":true}};');
  });

  it('in an evaluation build: imports the demo, its scope and wrapper, and registers no key', () => {
    const code = demoModuleCode([variant], wrappers, licenseGate(variant.imports, PAID, undefined, true));
    expect(importLines(code)).toEqual([
      'import Wrapper from "/site/JoyScope.tsx";',
      'import Component0 from "./TreeData.tsx";',
      'import {DataGridPro as scope0_0_0} from "@mui/x-data-grid-pro";',
    ]);
    expect(code).not.toContain('LicenseInfo');
    expect(code).toContain('], Wrapper, paid: {"package":"@mui/x-data-grid-pro","plan":"pro","product":"Data Grid Pro","running":true}};');
  });

  it('a free demo never mentions a key or a plan, key or not', () => {
    const free = {...variant, imports: ['@mui/x-data-grid'], scope: []};
    for (const key of [KEY, undefined]) {
      const code = demoModuleCode([free], {}, licenseGate(free.imports, PAID, key));
      expect(code).toContain('import Component0 from "./TreeData.tsx";');
      expect(code).not.toContain('LicenseInfo');
      expect(code).not.toContain('paid');
    }
  });
});

describe('loader.cjs on a paid demo file', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demos-loader-'));
  afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));
  const file = path.join(dir, 'GroupedRows.tsx');
  fs.writeFileSync(
    file,
    "import { DataGridPremium } from '@mui/x-data-grid-premium';\n\nexport default function GroupedRows() {\n  return (\n    <DataGridPremium rows={[]} columns={[]} />\n  );\n}\n",
  );
  const loader = createRequire(__filename)('../../loader.cjs') as (this: unknown) => void;

  function run(licenseKey: string | undefined): Promise<{code: string; cacheable: boolean[]}> {
    const cacheable: boolean[] = [];
    return new Promise((resolve, reject) => {
      const context = {
        resourcePath: file,
        getOptions: () => ({previewMaxLines: 16, stylingFileSuffix: {'MUI System': ''}, paidPackages: PAID, licenseKey}),
        addDependency: () => undefined,
        cacheable: (flag = true) => cacheable.push(flag),
        async: () => (error: Error | null, code?: string) => (error ? reject(error) : resolve({code: code ?? '', cacheable})),
      };
      loader.call(context);
    });
  }

  it('without a key: imports neither the demo nor a paid package, and is not cached', async () => {
    const {code, cacheable} = await run(undefined);
    expect(code).not.toMatch(/^import /m);
    expect(code).not.toContain('./GroupedRows.tsx');
    expect(code).toContain('"running":false');
    expect(code).toContain('DataGridPremium rows={[]}');
    expect(cacheable).toEqual([false]);
  });

  it('with a key: imports the demo and sets the key, and is not cached', async () => {
    const {code, cacheable} = await run(KEY);
    expect(code).toContain('import Component0 from "./GroupedRows.tsx";');
    expect(code).toContain(`LicenseInfo.setLicenseKey("${KEY}");`);
    expect(code).toContain('"running":true');
    expect(cacheable).toEqual([false]);
  });
});

describe('options', () => {
  const CONTEXT = {} as LoadContext;
  const OPTIONS = {previewMaxLines: 2, stylingFileSuffix: {'MUI System': ''}, paidPackages: PAID};

  it.each<[string, unknown, boolean]>([
    ['the site list', PAID, true],
    ['no paid packages', {}, true],
    ['an unknown plan', {'@mui/x-data-grid-pro': {plan: 'enterprise', product: 'Data Grid Pro'}}, false],
    ['no product name', {'@mui/x-data-grid-pro': {plan: 'pro', product: ' '}}, false],
    ['a plan given as a string', {'@mui/x-data-grid-pro': 'pro'}, false],
    ['a name that is no package name', {'Data Grid Pro': {plan: 'pro', product: 'Data Grid Pro'}}, false],
    ['a list', [['@mui/x-data-grid-pro', 'pro']], false],
  ])('paidPackages: %s', (_name, value, valid) => {
    expect(parsePaidPackages(value) !== null).toBe(valid);
  });

  it.each<[string, unknown, boolean]>([
    ['absent', undefined, true],
    ['a key', 'abc123=', true],
    ['empty', '', false],
    ['with a line break', 'abc\n123', false],
    ['a number', 42, false],
  ])('licenseKey: %s', (_name, value, valid) => {
    expect(isValidLicenseKey(value)).toBe(valid);
  });

  it.each<[string, unknown, string]>([
    ['no paidPackages', {previewMaxLines: 2, stylingFileSuffix: {'MUI System': ''}}, 'demos plugin: option "paidPackages" must map each package name to its plan (pro or premium)'],
    ['a malformed paidPackages', {...OPTIONS, paidPackages: {'@mui/x-charts-pro': {plan: 'gold'}}}, 'option "paidPackages" must map'],
    ['a key with a space', {...OPTIONS, licenseKey: 'abc 123'}, 'option "licenseKey" must be left out or be a key without spaces or line breaks.'],
  ])('the plugin rejects %s, naming the option', (_name, options, message) => {
    expect(() => demosPlugin(CONTEXT, options)).toThrow(message);
  });

  it('never echoes a rejected key', () => {
    let message = '';
    try {
      demosPlugin(CONTEXT, {...OPTIONS, licenseKey: 'secret part'});
    } catch (error) {
      message = error instanceof Error ? error.message : String(error);
    }
    expect(message).toContain('licenseKey');
    expect(message).not.toContain('secret');
  });

  it('passes the paid packages and the key on to the loader', () => {
    const args = [{}, false, {}, undefined] as unknown as Parameters<NonNullable<ReturnType<typeof demosPlugin>['configureWebpack']>>;
    expect(demosPlugin(CONTEXT, {...OPTIONS, licenseKey: KEY}).configureWebpack?.(...args)).toMatchObject({
      module: {rules: [{use: [{options: {paidPackages: PAID, licenseKey: KEY}}]}]},
    });
    const withoutKey = demosPlugin(CONTEXT, OPTIONS).configureWebpack?.(...args);
    expect(JSON.stringify(withoutKey)).not.toContain('licenseKey');
  });
});
