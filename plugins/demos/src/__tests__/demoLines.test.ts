import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {compile} from '@mdx-js/mdx';
import {afterAll, describe, expect, it} from 'vitest';
import {DEMO_LINE_START, demoFileFor, demoIdFromFile, missingDemoMessage, pagePathIn, parseDemoLine} from '../demoLine';
import remarkDemoLines from '../remarkDemoLines';

describe('demoIdFromFile', () => {
  it.each([
    ['BasicButtons.tsx', 'basic-buttons'],
    ['material-ui/react-button/IconLabelButtons.tsx', 'icon-label-buttons'],
    ['SVGIcons.tsx', 'svg-icons'],
    ['Demo2Columns.tsx', 'demo2-columns'],
  ])('%s → %s', (file, id) => {
    expect(demoIdFromFile(file)).toBe(id);
  });
});

describe('parseDemoLine', () => {
  it.each([
    ['{"demo": "BasicButtons.tsx"}', {demo: 'BasicButtons.tsx', id: 'basic-buttons'}],
    [' {"demo": "A.tsx", "id": "first-demo"} ', {demo: 'A.tsx', id: 'first-demo'}],
    ['{"demo": "material-ui/react-button/BasicButtons.tsx"}', {demo: 'material-ui/react-button/BasicButtons.tsx', id: 'basic-buttons'}],
    ['{a: 1}', null],
    ['props.value', null],
    ['{"title": "demo"}', null],
  ])('%s', (expression, expected) => {
    expect(parseDemoLine(expression)).toEqual(expected);
  });

  it.each([
    ["{'demo': 'A.tsx'}", 'must be one JSON object'],
    ['{"demo": "A.jsx"}', '"demo" must name a .tsx file'],
    ['{"demo": "../secret/A.tsx"}', '"demo" must name a .tsx file'],
    ['{"demo": "A.tsx", "hideToolbar": true}', 'unknown: "hideToolbar"'],
    ['{"demo": "A.tsx", "id": "Not Kebab"}', '"id" must be a kebab-case anchor'],
  ])('%s is refused: %s', (expression, message) => {
    const result = parseDemoLine(expression);
    expect(result).not.toBeNull();
    expect(result && 'error' in result ? result.error : '').toContain(message);
  });
});

describe('DEMO_LINE_START', () => {
  const start = new RegExp(DEMO_LINE_START, 'm');

  it.each([
    ['{{"demo": "BasicButtons.tsx"}}', true],
    ['Text.\n\n{{ "demo" : "A.tsx", "id": "a"}}\n', true],
    ['`{{"demo": "A.tsx"}}` in a sentence', false],
    ['{{"title": "demo"}}', false],
  ])('%j: %s', (text, found) => {
    expect(start.test(text)).toBe(found);
  });

  it("finds every page of the site's docs with a demo line", () => {
    const docsDir = path.join(__dirname, '..', '..', '..', '..', 'docs');
    const pages = fs.readdirSync(docsDir, {recursive: true, encoding: 'utf8'}).filter((file) => /\.mdx?$/.test(file));
    const withDemos = pages.filter((file) =>
      fs
        .readFileSync(path.join(docsDir, file), 'utf8')
        .split('\n')
        .some((line) => {
          const expression = /^\s*\{(\{.*\})\}\s*$/.exec(line)?.[1];
          const parsed = expression === undefined ? null : parseDemoLine(expression);
          return parsed !== null && !('error' in parsed);
        }),
    );
    expect(withDemos.length).toBeGreaterThan(300);
    expect(withDemos.filter((file) => !start.test(fs.readFileSync(path.join(docsDir, file), 'utf8')))).toEqual([]);
  });
});

describe('pagePathIn and demoFileFor', () => {
  const docs = path.join('/site', 'docs', 'material-ui');
  const versioned = path.join('/site', 'material-ui_versioned_docs');
  it.each([
    [path.join(docs, 'react-button.mdx'), 'react-button'],
    [path.join(docs, 'customization', 'palette.md'), 'customization/palette'],
    [path.join(versioned, 'version-7.2.0', 'react-button.mdx'), 'react-button'],
    [path.join('/site', 'docs', 'joy-ui', 'react-button.mdx'), null],
  ])('%s → %s', (file, expected) => {
    expect(pagePathIn(file, docs, versioned)).toBe(expected);
  });

  it('reads a plain name from the page folder and a path from the demos root', () => {
    expect(demoFileFor({demo: 'A.tsx', id: 'a'}, 'material-ui', 'react-button')).toBe('material-ui/react-button/A.tsx');
    expect(demoFileFor({demo: 'joy-ui/react-card/B.tsx', id: 'b'}, 'material-ui', 'react-button')).toBe('joy-ui/react-card/B.tsx');
  });
});

describe('missingDemoMessage', () => {
  const line = {demo: 'BasicButons.tsx', id: 'basic-buttons'};
  it('lists the folder demos, closest name first, without styling variants', () => {
    expect(missingDemoMessage(line, 'material-ui/react-button/BasicButons.tsx', ['Zebra.tsx', 'BasicButtons.tailwind.tsx', 'BasicButtons.tsx', 'styles.module.css'])).toBe(
      'demo "BasicButons.tsx" not found: looked for src/demos/material-ui/react-button/BasicButons.tsx; it has BasicButtons.tsx, Zebra.tsx',
    );
  });
  it('says when the folder itself is missing', () => {
    expect(missingDemoMessage(line, 'material-ui/react-buton/BasicButons.tsx', null)).toContain('the folder src/demos/material-ui/react-buton/ does not exist');
  });
});

describe('remarkDemoLines in a real MDX compile', () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-lines-'));
  const options = {
    demosDir: path.join(site, 'src', 'demos'),
    productDemosFolder: 'material-ui',
    docsDir: path.join(site, 'docs', 'material-ui'),
    versionedDocsDir: path.join(site, 'material-ui_versioned_docs'),
    demoComponent: '@site/src/components/Demo',
    demosImportPrefix: '@site/src/demos',
  };
  fs.mkdirSync(path.join(options.demosDir, 'material-ui', 'react-button'), {recursive: true});
  for (const name of ['BasicButtons.tsx', 'IconButtons.tsx']) {
    fs.writeFileSync(path.join(options.demosDir, 'material-ui', 'react-button', name), 'export default function Demo() { return null; }\n');
  }
  const page = path.join(options.docsDir, 'react-button.md');
  afterAll(() => fs.rmSync(site, {recursive: true, force: true}));

  async function compiled(markdown: string): Promise<string> {
    const output = await compile({value: markdown, path: page}, {remarkPlugins: [[remarkDemoLines, options]]});
    return String(output);
  }

  it('renders the Demo component with the file’s ?demo module, imported once per line', async () => {
    const code = await compiled('# Button\n\n{{"demo": "BasicButtons.tsx"}}\n\nText.\n\n{{"demo": "IconButtons.tsx", "id": "icons"}}\n');
    expect(code).toContain('import OneLineDemo from "@site/src/components/Demo";');
    expect(code).toContain('import oneLineDemo0 from "@site/src/demos/material-ui/react-button/BasicButtons.tsx?demo";');
    expect(code).toContain('import oneLineDemo1 from "@site/src/demos/material-ui/react-button/IconButtons.tsx?demo";');
    expect(code).toMatch(/_jsx\(OneLineDemo, \{\s*id: "basic-buttons",\s*demo: oneLineDemo0\s*\}\)/);
    expect(code).toMatch(/_jsx\(OneLineDemo, \{\s*id: "icons",\s*demo: oneLineDemo1\s*\}\)/);
  });

  it('reads the line in an .mdx page, where MDX parses it as an expression', async () => {
    const output = await compile(
      {value: 'import Note from "./Note";\n\n{{"demo": "BasicButtons.tsx"}}\n', path: path.join(options.docsDir, 'react-button.mdx')},
      {remarkPlugins: [[remarkDemoLines, options]]},
    );
    expect(String(output)).toMatch(/_jsx\(OneLineDemo, \{\s*id: "basic-buttons",\s*demo: oneLineDemo0\s*\}\)/);
  });

  it('leaves a page without demo lines, and other expressions, as they are', async () => {
    const code = await compiled('# Title\n\n{1 + 1}\n');
    expect(code).not.toContain('OneLineDemo');
  });

  it.each([
    ['a misspelt file', '# Button\n\nIntro.\n\n{{"demo": "BasicButons.tsx"}}\n', /react-button\.md:5: demo "BasicButons\.tsx" not found: looked for src\/demos\/material-ui\/react-button\/BasicButons\.tsx; it has BasicButtons\.tsx, IconButtons\.tsx/],
    ['a line that is not JSON', "# Button\n\n{{'demo': 'BasicButtons.tsx'}}\n", /react-button\.md:3: a demo line must be one JSON object/],
    ['the same id twice', '{{"demo": "BasicButtons.tsx"}}\n\n{{"demo": "BasicButtons.tsx"}}\n', /react-button\.md:3: the demo id "basic-buttons" is used on this page already \(line 1\)/],
  ])('fails on %s, naming the page and line', async (_name, markdown, message) => {
    await expect(compiled(markdown)).rejects.toThrow(message);
  });
});
