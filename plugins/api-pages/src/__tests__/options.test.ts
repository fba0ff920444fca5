import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {ApiPagesOptionsError, validateOptions} from '../options';
import {SKIP_LIST} from '../skipList';
import {SITE_DIR} from './helpers';
const MATERIAL = {name: '@mui/material', productId: 'material-ui', routeBase: '/material-ui/api'};

describe('validateOptions', () => {
  it('fills in defaults and resolves paths against the site', () => {
    const resolved = validateOptions({siteDir: SITE_DIR, packages: [MATERIAL], outDir: 'docs'});
    expect(resolved.outDir).toBe(path.join(SITE_DIR, 'docs'));
    expect(resolved.cache).toBe(true);
    expect(resolved.skipList).toBe(SKIP_LIST);
    expect(resolved.packages[0]).toMatchObject({...MATERIAL, productName: 'Material UI', packageDir: path.join(SITE_DIR, 'node_modules/@mui/material')});
  });

  it.each<[string, unknown, string]>([
    ['not an object', 'docs', 'expected an object, got "docs"'],
    ['relative siteDir', {siteDir: 'site', packages: [MATERIAL], outDir: 'docs'}, 'siteDir must be the absolute path of an existing folder, got "site"'],
    ['no packages', {siteDir: SITE_DIR, packages: [], outDir: 'docs'}, 'packages must be a non-empty list, got []'],
    ['missing outDir', {siteDir: SITE_DIR, packages: [MATERIAL]}, 'outDir must be a non-empty path, got nothing'],
    [
      'route base with a trailing slash',
      {siteDir: SITE_DIR, packages: [{...MATERIAL, routeBase: '/material-ui/api/'}], outDir: 'docs'},
      'packages[0].routeBase must start with "/" and have no trailing slash (e.g. "/material-ui/api"), got "/material-ui/api/"',
    ],
    [
      'product id not kebab-case',
      {siteDir: SITE_DIR, packages: [{...MATERIAL, productId: 'MaterialUI'}], outDir: 'docs'},
      'packages[0].productId must be kebab-case (e.g. "material-ui"), got "MaterialUI"',
    ],
    [
      'package listed twice',
      {siteDir: SITE_DIR, packages: [MATERIAL, {...MATERIAL, routeBase: '/other/api'}], outDir: 'docs'},
      'packages[1].name "@mui/material" is listed twice',
    ],
    [
      'package not installed',
      {siteDir: SITE_DIR, packages: [{...MATERIAL, name: '@mui/not-installed'}], outDir: 'docs'},
      'packages[0].name: package "@mui/not-installed" is not installed in the site',
    ],
    ['cache not a boolean', {siteDir: SITE_DIR, packages: [MATERIAL], outDir: 'docs', cache: 'yes'}, 'cache must be true or false, got "yes"'],
  ])('rejects %s', (_name, input, message) => {
    expect(() => validateOptions(input)).toThrow(ApiPagesOptionsError);
    expect(() => validateOptions(input)).toThrow(message);
  });

  it('reports every problem at once', () => {
    expect(() => validateOptions({siteDir: SITE_DIR, packages: [{name: 1}], outDir: ''})).toThrowErrorMatchingInlineSnapshot(`
      [ApiPagesOptionsError: api-pages options are invalid:
      - outDir must be a non-empty path, got ""
      - packages[0].name must be an npm package name, got 1
      - packages[0].productId must be kebab-case (e.g. "material-ui"), got nothing
      - packages[0].routeBase must start with "/" and have no trailing slash (e.g. "/material-ui/api"), got nothing]
    `);
  });
});
