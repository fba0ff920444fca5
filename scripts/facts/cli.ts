/**
 * `npm run check:facts`: checks what the docs pages claim about the installed packages (their
 * code blocks' imports and props, checkCode.ts; their plan marks, checkPlans.ts), prints each
 * problem as `file:line: message`, and exits 1 on any. `npm run check:facts -- docs/x` checks one
 * folder.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {checkCodeBlocks, claimsToRead, type Page} from './checkCode';
import {DOCUMENTED_ONLY_PACKAGES} from './documentedOnly';
import {checkPlans} from './checkPlans';
import {plannedPageClaims} from './pageClaims';
import {MUI_X_PAID_PACKAGES} from '../../src/constants/muiX';
import {readModuleFacts} from './packageFacts';

const SITE_DIR = path.resolve(__dirname, '../..');
/** Generated from the declarations themselves (plugins/api-pages): nothing there to check. */
const GENERATED = /\/api\//;

function pagesUnder(dir: string): Page[] {
  return fs
    .readdirSync(path.join(SITE_DIR, dir), {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => path.join(dir, file).split(path.sep).join('/'))
    .filter((file) => !GENERATED.test(file))
    .sort()
    .map((file) => ({file, text: fs.readFileSync(path.join(SITE_DIR, file), 'utf8')}));
}

function installedPackages(): Set<string> {
  const manifest = JSON.parse(fs.readFileSync(path.join(SITE_DIR, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  return new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.devDependencies ?? {})]);
}

const started = Date.now();
const docsDirs = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['docs'];
const pages = docsDirs.flatMap(pagesUnder);
const installed = installedPackages();
const {modules, components} = claimsToRead(pages, installed);
const facts = readModuleFacts(SITE_DIR, modules, components);
const siteRequire = createRequire(path.join(SITE_DIR, 'package.json'));
const hasFile = (module: string): boolean => {
  try {
    siteRequire.resolve(module);
    return true;
  } catch {
    return false;
  }
};
const problems = [
  ...checkCodeBlocks(pages, facts, {packages: installed, hasFile, documentedOnly: DOCUMENTED_ONLY_PACKAGES}),
  ...checkPlans(plannedPageClaims(SITE_DIR), MUI_X_PAID_PACKAGES),
];
for (const problem of problems) {
  console.error(`${problem.file}:${problem.line}: ${problem.message}`);
}
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(`facts check: ${pages.length} pages, ${modules.length} modules, ${problems.length} problem(s) in ${seconds} s`);
process.exitCode = problems.length > 0 ? 1 : 0;
