/**
 * `npm run build` runs Docusaurus twice: the first run bundles and exits, the second renders
 * the pages from that bundle, so the bundler's memory is gone before the pages render (see
 * "Build time and memory" in CONTRIBUTING.md). The switches are environment variables that
 * Docusaurus' build reads but does not document; this test fails when an upgrade stops reading
 * one, which would otherwise go unnoticed: each run would then do the whole build.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const SITE_DIR = path.resolve(__dirname, '..', '..');
const BUILD_MODULE = path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'lib', 'commands', 'build', 'buildLocale.js');

const pkg = JSON.parse(fs.readFileSync(path.join(SITE_DIR, 'package.json'), 'utf8')) as {scripts: Record<string, string>};
const steps = (pkg.scripts.build ?? '').split('&&').map((step) => step.trim());
/** The `NAME=true` switches set on each `docusaurus build` step. */
const switches = steps.filter((step) => / docusaurus build$/.test(step)).map((step) => [...step.matchAll(/\b(DOCUSAURUS_[A-Z_]+)=true\b/g)].map(([, name]) => name));

describe('the two-step build', () => {
  it('bundles and stops, then renders without bundling', () => {
    expect(switches).toEqual([['DOCUSAURUS_EXIT_AFTER_BUNDLING'], ['DOCUSAURUS_SKIP_BUNDLING']]);
  });

  it.each(switches.flat())('the installed Docusaurus reads %s', (name) => {
    expect(fs.readFileSync(BUILD_MODULE, 'utf8')).toContain(`process.env.${name} === 'true'`);
  });
});
