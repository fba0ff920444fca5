import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {generateApiPages, listApiPages} from '../generate';
import type {ApiPagesOptions} from '../options';
import {GENERATED_MARKER} from '../render';
import {FIXTURE_PACKAGE_DIR} from './helpers';

/**
 * A throwaway site: `package.json`, the fixture package linked into `node_modules`, and one
 * hand-written doc that generated pages can link to.
 */
function createSite(): string {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-pages-site-'));
  fs.writeFileSync(path.join(siteDir, 'package.json'), '{"name": "site", "private": true}\n');
  fs.mkdirSync(path.join(siteDir, 'node_modules', '@fixture'), {recursive: true});
  fs.symlinkSync(FIXTURE_PACKAGE_DIR, path.join(siteDir, 'node_modules', '@fixture', 'ui'), 'dir');
  fs.mkdirSync(path.join(siteDir, 'docs', 'material-ui'), {recursive: true});
  fs.writeFileSync(path.join(siteDir, 'docs', 'material-ui', 'react-good.md'), '# Good\n');
  return siteDir;
}

describe('generateApiPages (fixture site)', () => {
  let siteDir: string;
  let options: ApiPagesOptions;
  let apiDir: string;
  beforeAll(() => {
    siteDir = createSite();
    apiDir = path.join(siteDir, 'docs', 'material-ui', 'api');
    options = {
      siteDir,
      outDir: 'docs',
      packages: [{name: '@fixture/ui', productId: 'material-ui', routeBase: '/material-ui/api'}],
      skipList: {'@fixture/ui': {Broken: 'not a component (test)'}},
      manifestFile: 'build-data/api-pages.json',
    };
  });
  afterAll(() => {
    fs.rmSync(siteDir, {recursive: true, force: true});
  });

  it('writes one page per component under <outDir>/<routeBase> and returns the navigation', () => {
    const result = generateApiPages(options);
    expect(result.pages).toEqual([{pathname: '/material-ui/api/good', title: 'Good'}]);
    expect(result.packages).toMatchObject([{packageName: '@fixture/ui', packageVersion: '1.2.3', components: 1, fromCache: false}]);
    expect(result.written).toEqual([path.join(apiDir, 'good.mdx')]);
    expect(result.warnings.map((warning) => `${warning.component}.${warning.prop ?? ''}`)).toEqual(['Good.odd']);
    const page = fs.readFileSync(path.join(apiDir, 'good.mdx'), 'utf8');
    expect(page).toContain(GENERATED_MARKER);
    // The demo page exists in this site, so the link stays inside it.
    expect(page).toContain('- [Good](/material-ui/react-good)');
    expect(JSON.parse(fs.readFileSync(path.join(siteDir, 'build-data', 'api-pages.json'), 'utf8'))).toEqual(result.pages);
    expect(listApiPages(options)).toEqual(result.pages);
  });

  it('reads the cache on the next run and leaves unchanged files alone', () => {
    const result = generateApiPages(options);
    expect(result.packages[0]?.fromCache).toBe(true);
    expect(result.written).toEqual([]);
    expect(fs.readdirSync(path.join(siteDir, 'node_modules', '.cache', 'api-pages'))).toHaveLength(1);
  });

  it('removes generated pages of components that are gone, but not hand-written files', () => {
    const stale = path.join(apiDir, 'removed-component.mdx');
    const handWritten = path.join(apiDir, 'overview.mdx');
    fs.writeFileSync(stale, `{/* ${GENERATED_MARKER} from @fixture/ui 1.0.0 */}\n`);
    fs.writeFileSync(handWritten, '# Overview\n');
    const result = generateApiPages(options);
    expect(result.removed).toEqual([stale]);
    expect(fs.existsSync(handWritten)).toBe(true);
    fs.rmSync(handWritten);
  });

  it('refuses to shadow a hand-written page of the same component', () => {
    const handWritten = path.join(apiDir, 'good.md');
    fs.writeFileSync(handWritten, '# Good API\n');
    expect(() => generateApiPages(options)).toThrow(`api-pages: ${handWritten} is hand-written`);
    fs.rmSync(handWritten);
  });
});
