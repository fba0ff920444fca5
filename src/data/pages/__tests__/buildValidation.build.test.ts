/**
 * Broken page data, and a one-line demo naming no file, fail the real build with a message naming
 * the file and the entry or line. Each case copies the site to a temporary directory, breaks one
 * thing and runs `docusaurus build` there; the repository itself is never changed.
 */
import fs from 'node:fs';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {copySite as copySiteTo, runDocusaurus} from '../../../../e2e/support/site';

const tempDirs: string[] = [];

function copySite(): string {
  const dir = copySiteTo('docs-site-');
  tempDirs.push(dir);
  return dir;
}

function edit(dir: string, file: string, from: string, to: string): void {
  const target = path.join(dir, file);
  const text = fs.readFileSync(target, 'utf8');
  expect(text, `${file} should contain the text the test replaces`).toContain(from);
  fs.writeFileSync(target, text.replace(from, to));
}

function build(dir: string) {
  return runDocusaurus(dir, ['build', '--out-dir', path.join(dir, 'build')]);
}

afterAll(() => {
  for (const dir of tempDirs) {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});

describe('page data errors fail the build', () => {
  it('a duplicated pathname', async () => {
    const dir = copySite();
    edit(
      dir,
      'src/data/pages/materialUi.ts',
      "{pathname: '/material-ui/getting-started/usage'},",
      "{pathname: '/material-ui/getting-started/usage'},\n      {pathname: '/material-ui/getting-started/usage'},",
    );
    const {status, output} = await build(dir);
    expect(status).not.toBe(0);
    expect(output).toContain('src/data/pages/materialUi.ts: Duplicated pathname /material-ui/getting-started/usage in pages');
  });

  it('an entry without a page', async () => {
    const dir = copySite();
    edit(dir, 'src/data/pages/x/charts.ts', "{pathname: '/x/react-charts/bars', title: 'Bars overview'},", "{pathname: '/x/react-charts/pies', title: 'Bars overview'},");
    const {status, output} = await build(dir);
    expect(status).not.toBe(0);
    expect(output).toContain(
      'src/data/pages/x/charts.ts: entry "/x/react-charts/pies", field "pathname": no page at docs/x/react-charts/pies.md or .mdx',
    );
  });
});

describe('a one-line demo that names no file fails the build', () => {
  it('names the page, the line, the file looked for and the demos the folder has', async () => {
    const dir = copySite();
    edit(dir, 'docs/material-ui/react-button.mdx', '{{"demo": "ButtonColorsSizes.tsx"}}', '{{"demo": "ButtonColorSizes.tsx"}}');
    const {status, output} = await build(dir);
    expect(status).not.toBe(0);
    expect(output).toMatch(
      /docs\/material-ui\/react-button\.mdx:\d+: demo "ButtonColorSizes\.tsx" not found: looked for src\/demos\/material-ui\/react-button\/ButtonColorSizes\.tsx; it has ButtonColorsSizes\.tsx/,
    );
  });
});
