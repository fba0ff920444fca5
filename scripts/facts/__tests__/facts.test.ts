import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {codeBlocksOf} from '../codeBlocks';
import {codeFactsOf} from '../codeFacts';
import {checkCodeBlocks, claimsToRead, isCheckable, packageOf, type Installed, type Page} from '../checkCode';
import {checkPlans} from '../checkPlans';
import {readModuleFacts} from '../packageFacts';

const SITE_DIR = path.resolve(__dirname, '../../..');

describe('codeBlocksOf', () => {
  it('finds ts/tsx/js/jsx blocks with the page line of their first line of code, and skips nocheck and other languages', () => {
    const page = ['# T', '', '```tsx', 'a', '```', '', '```bash', 'npm i', '```', '', '```js nocheck', 'old', '```', '', '  ```jsx title="x"', '  b', '  ```'].join('\n');
    expect(codeBlocksOf(page)).toEqual([
      {language: 'tsx', code: 'a', firstLine: 4},
      {language: 'jsx', code: 'b', firstLine: 16},
    ]);
  });
});

describe('codeFactsOf', () => {
  it('reads default, named and renamed imports, and the props of capitalised elements', () => {
    const code = "import Button from '@mui/material/Button';\nimport { Stack as S, Box } from '@mui/material';\n\n<S><Button variant=\"text\" {...rest} component=\"a\" /></S>;";
    expect(codeFactsOf(code, 'tsx')).toEqual({
      imports: [
        {module: '@mui/material/Button', names: [{name: 'default', local: 'Button', line: 1}], line: 1},
        {module: '@mui/material', names: [{name: 'Stack', local: 'S', line: 2}, {name: 'Box', local: 'Box', line: 2}], line: 2},
      ],
      elements: [
        {local: 'S', attributes: [], rendersAs: false, line: 4},
        {local: 'Button', attributes: ['variant', 'component'], rendersAs: true, line: 4},
      ],
    });
  });
});

describe('packageOf and isCheckable', () => {
  const installed = new Set(['react', '@mui/material']);
  it.each([
    ['@mui/material/Button', '@mui/material', true],
    ['@mui/x-charts-premium', '@mui/x-charts-premium', true],
    ['react-dom/client', 'react-dom', false],
    ['react', 'react', true],
    ['next/link', 'next', false],
    ['./App', '.', false],
  ])('%s is of %s; checkable: %s', (module, pkg, checkable) => {
    expect(packageOf(module)).toBe(pkg);
    expect(isCheckable(module, installed)).toBe(checkable);
  });
});

describe('checkPlans', () => {
  const paid = {'@mui/x-data-grid-pro': {plan: 'pro'}, '@mui/x-data-grid-premium': {plan: 'premium'}} as const;
  it.each([
    ['a premium page showing the premium package', 'premium', ['@mui/x-data-grid-premium'], 0],
    ['a pro page showing only the MIT package', 'pro', ['@mui/x-data-grid'], 1],
    ['a premium page showing only the pro package', 'premium', ['@mui/x-data-grid-pro'], 1],
    ['a marked page that imports nothing', 'pro', [], 0],
  ] as const)('%s', (_name, plan, imports, count) => {
    expect(checkPlans([{file: 'docs/x/a.md', entry: 'src/data/pages/x.ts: entry "/x/a"', plan, imports}], paid)).toHaveLength(count);
  });
});

/** The real check against the installed packages, on planted pages. */
describe('checkCodeBlocks against the installed declarations', () => {
  const site: Installed = {
    packages: new Set(['@mui/material', 'react', 'dayjs', '@fontsource/roboto']),
    hasFile: (module) => module === '@fontsource/roboto/400.css',
    documentedOnly: {'@mui/styles': 'legacy'},
  };
  const planted: Page = {
    file: 'docs/material-ui/planted.md',
    text: [
      '# Planted', // 1
      '', // 2
      '```tsx', // 3
      "import Button from '@mui/material/Button';", // 4
      "import { Stack, Stak } from '@mui/material';", // 5
      "import dayjs from 'dayjs';", // 6
      "import '@fontsource/roboto/400.css';", // 7
      "import '@fontsource/roboto/450.css';", // 8
      "import { makeStyles } from '@mui/styles';", // 9
      "import Thing from '@mui/material/Thing';", // 10
      '', // 11
      '<Stack direction="row" data-x="1" aria-label="x" key="k">', // 12
      '  <Button variant="contained" onClick={go} disableElevation disableElevaton>Go</Button>', // 13
      '  <Button component="a" to="/somewhere" />', // 14
      '</Stack>;', // 15
      '```', // 16
    ].join('\n'),
  };

  it(
    'names the page and line of a wrong export, a wrong module, a missing file and a wrong prop; and nothing else',
    () => {
      const {modules, components} = claimsToRead([planted], site.packages);
      const facts = readModuleFacts(SITE_DIR, modules, components);
      expect(checkCodeBlocks([planted], facts, site).map(({file, line, message}) => `${file}:${line}: ${message}`)).toEqual([
        'docs/material-ui/planted.md:5: "@mui/material" has no export "Stak" (did you mean "Stack"?)',
        'docs/material-ui/planted.md:8: "@fontsource/roboto/450.css" is not a file of @fontsource/roboto as installed',
        'docs/material-ui/planted.md:10: "@mui/material/Thing" is not a module of @mui/material as installed',
        'docs/material-ui/planted.md:13: <Button> (default from "@mui/material/Button") has no prop "disableElevaton" (did you mean "disableElevation"?)',
      ]);
    },
    120_000,
  );

  it(
    'reads the props of a generic component as TypeScript resolves them (a chart\'s axis props come from its plugins)',
    () => {
      const page: Page = {
        file: 'docs/x/p.md',
        text: "```tsx\nimport { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';\n\n<ChartsDataProvider series={[]} xAxis={[]} height={3} />;\n```\n",
      };
      const {modules, components} = claimsToRead([page], site.packages);
      expect(checkCodeBlocks([page], readModuleFacts(SITE_DIR, modules, components), site)).toEqual([]);
    },
    120_000,
  );
});
