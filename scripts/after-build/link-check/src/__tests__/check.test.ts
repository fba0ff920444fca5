import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {checkBuiltSite, formatFailures} from '../check';

const ORIGIN = 'https://docs.example.com';

let outDir = '';

function write(file: string, html: string): void {
  fs.mkdirSync(path.dirname(path.join(outDir, file)), {recursive: true});
  fs.writeFileSync(path.join(outDir, file), html);
}

beforeEach(() => {
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'link-check-'));
  write('index.html', '<a href="/guide#setup">Guide</a><a href="/old-guide#setup">Old</a><a href="/llms.txt">LLMs</a>');
  write('guide.html', '<h2 id=setup>Setup</h2><a href="#">Top</a><a href="/">Home</a>');
  write('old-guide/index.html', '<meta http-equiv="refresh" content="0; url=/guide"><a href="/nowhere">not read: a redirect page is not a page</a>');
  write('llms.txt', '# LLMs');
});

afterEach(() => {
  fs.rmSync(outDir, {recursive: true, force: true});
});

describe('checkBuiltSite', () => {
  it('follows pages, redirect pages and files of the build', () => {
    expect(checkBuiltSite(outDir, ORIGIN)).toEqual({pages: 2, links: 5, failures: []});
  });

  it('names each page with broken links, each broken link once, and why', () => {
    write('material-ui/react-breadcrumbs.html', '<a href="/garden">Garden</a><a href="/garden">Garden</a><a href="#inherit">Inherit</a><a href="https://github.com/mui">GitHub</a>');
    const result = checkBuiltSite(outDir, ORIGIN);
    expect(result.failures).toEqual([
      {
        file: 'material-ui/react-breadcrumbs.html',
        path: '/material-ui/react-breadcrumbs',
        broken: [
          {href: '/garden', reason: 'no page of the build is at /garden'},
          {href: '#inherit', reason: 'no element of material-ui/react-breadcrumbs.html has the id "inherit"'},
        ],
      },
    ]);
    expect(formatFailures(result.failures, 'build')).toBe(
      [
        'link-check: 2 broken links on 1 pages:',
        'build/material-ui/react-breadcrumbs.html (/material-ui/react-breadcrumbs):',
        '  /garden: no page of the build is at /garden',
        '  #inherit: no element of material-ui/react-breadcrumbs.html has the id "inherit"',
      ].join('\n'),
    );
  });

  it('refuses a folder that holds no build', () => {
    fs.rmSync(path.join(outDir, 'index.html'));
    expect(() => checkBuiltSite(outDir, ORIGIN)).toThrow(/no index\.html/);
  });
});
