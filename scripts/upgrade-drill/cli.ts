/**
 * `npm run check:upgrade [-- <version>]`: the site against another Docusaurus release, in a
 * temporary copy (this work tree is left as it is). Every @docusaurus package of package.json is
 * set to the version (default: the newest release), installed, and, with the Node it needs, the
 * manifest test, the typecheck, the build and a browser smoke test run in the copy. The report
 * names the manifest entries (patches and swizzles) each failure points at. Minutes long: on
 * demand only, never in `npm test`.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {nodeTooOldMessage} from '../../src/utils/nodeEngine';
import {formatReport, type StepOutcome} from './report';

const SITE_DIR = path.resolve(__dirname, '..', '..');
const LEFT_OUT = new Set(['node_modules', 'build', '.docusaurus', '.git', 'test-results', 'playwright-report']);
/** The end of a step's output kept in the report's log: errors are printed last. */
const OUTPUT_TAIL = 6000;

interface Run {
  readonly ok: boolean;
  readonly output: string;
}

function run(command: string, args: readonly string[], cwd: string, env: NodeJS.ProcessEnv = process.env): Run {
  console.log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {cwd, env, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024});
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}${result.error ? String(result.error) : ''}`;
  return {ok: result.status === 0, output};
}

function npmView(spec: string, field: string): string {
  const {ok, output} = run('npm', ['view', spec, field], SITE_DIR);
  if (!ok) {
    throw new Error(`npm view ${spec} ${field} failed:\n${output}`);
  }
  return output.trim();
}

/** The site's files, and its node_modules copied (not linked: the install rewrites packages in place). */
function copySite(target: string): void {
  fs.cpSync(SITE_DIR, target, {recursive: true, filter: (source) => !LEFT_OUT.has(path.basename(source)) || path.dirname(source) !== SITE_DIR});
  const copied = run('cp', ['-a', path.join(SITE_DIR, 'node_modules'), path.join(target, 'node_modules')], SITE_DIR);
  if (!copied.ok) {
    throw new Error(`Copying node_modules failed:\n${copied.output}`);
  }
}

/** The @docusaurus packages the site depends on. */
function docusaurusPackages(dir: string): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
  return ['dependencies', 'devDependencies'].flatMap((field) => Object.keys(manifest[field] ?? {}).filter((dep) => dep.startsWith('@docusaurus/')));
}

/** The packages the registry has no `version` of: the drill cannot install the others alone. */
function unpublished(packages: readonly string[], version: string): string[] {
  return packages.filter((name) => {
    const {ok, output} = run('npm', ['view', `${name}@${version}`, 'version'], SITE_DIR);
    return !ok || output.trim() === '';
  });
}

function pinDocusaurus(dir: string, version: string): void {
  const file = path.join(dir, 'package.json');
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, Record<string, string> | undefined>;
  for (const field of ['dependencies', 'devDependencies']) {
    const deps = manifest[field] ?? {};
    for (const name of Object.keys(deps).filter((dep) => dep.startsWith('@docusaurus/'))) {
      deps[name] = version;
    }
  }
  fs.writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
}

/**
 * A Node the version needs, from the registry's `node` package (its install script downloads the
 * binary from nodejs.org); the bin folder to put first on PATH, or why there is none.
 */
function nodeFor(docusaurus: string, enginesNode: string, dir: string): {binDir?: string; problem?: string} {
  const tooOld = nodeTooOldMessage(docusaurus, enginesNode, process.version);
  if (tooOld === undefined) {
    return {};
  }
  const major = /\d+/.exec(enginesNode)?.[0] ?? '';
  const runtimeDir = path.join(dir, '.node-runtime');
  fs.mkdirSync(runtimeDir, {recursive: true});
  const install = run('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', runtimeDir, `node@${major}`], runtimeDir);
  const binDir = path.join(runtimeDir, 'node_modules', 'node', 'bin');
  const probe = install.ok ? run(path.join(binDir, 'node'), ['--version'], runtimeDir) : undefined;
  if (probe?.ok !== true || nodeTooOldMessage(docusaurus, enginesNode, probe.output.trim()) !== undefined) {
    return {
      problem: `Docusaurus ${docusaurus} needs Node ${enginesNode}; this machine has ${process.version} and the registry's node@${major} package could not fetch its binary (nodejs.org unreachable?): install Node ${major} to run the drill.`,
    };
  }
  return {binDir};
}

function main(): void {
  const version = process.argv[2] ?? npmView('@docusaurus/core', 'version');
  const enginesNode = npmView(`@docusaurus/core@${version}`, 'engines.node');
  // Checked before the copy (minutes, gigabytes): a registry mirror may hold core alone.
  const missing = unpublished(docusaurusPackages(SITE_DIR), version);
  if (missing.length > 0) {
    console.log(
      `\nUpgrade drill: the registry has no ${version} of ${missing.join(', ')}. Every @docusaurus package the site uses must exist at the version tried; pick a version the registry has all of (npm view @docusaurus/<package> versions), or point npm at a registry that has them. Nothing was copied.`,
    );
    process.exitCode = 1;
    return;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `upgrade-drill-${version}-`));
  console.log(`Copying the site to ${dir} for @docusaurus/* ${version} (engines.node ${enginesNode})`);
  copySite(dir);
  pinDocusaurus(dir, version);

  const outcomes: StepOutcome[] = [];
  const node = nodeFor(version, enginesNode, dir);
  outcomes.push({step: `node (${enginesNode})`, result: node.problem === undefined ? 'passed' : 'failed', output: node.problem ?? ''});
  const env = node.binDir === undefined ? process.env : {...process.env, PATH: `${node.binDir}${path.delimiter}${process.env.PATH ?? ''}`};

  const steps: readonly [string, string, readonly string[]][] = [
    ['install', 'npm', ['install', '--no-audit', '--no-fund', '--prefer-offline']],
    ['manifest test', 'npx', ['vitest', 'run', '--project', 'unit', 'plugins/internals-manifest']],
    ['typecheck', 'npx', ['tsc']],
    ['build', 'npm', ['run', 'build']],
    ['smoke (5 page types, prefetch)', 'npx', ['playwright', 'test', 'e2e/upgrade-smoke.spec.ts', 'e2e/link-prefetch.spec.ts']],
  ];
  let blocked = node.problem === undefined ? undefined : 'Node too old';
  for (const [step, command, args] of steps) {
    // npm installs, and the manifest test and the typecheck run, on any Node: they say what broke
    // even when the build cannot run.
    if (blocked !== undefined && (step === 'build' || step.startsWith('smoke') || blocked === 'install failed')) {
      outcomes.push({step, result: 'skipped', output: blocked});
      continue;
    }
    const result = run(command, args, dir, env);
    fs.writeFileSync(path.join(dir, `drill-${step.split(' ')[0] ?? step}.log`), result.output);
    outcomes.push({step, result: result.ok ? 'passed' : 'failed', output: result.output.slice(-OUTPUT_TAIL)});
    if (!result.ok && (step === 'install' || step === 'build')) {
      blocked ??= `${step} failed`;
    }
  }
  console.log(`\n${formatReport(`@docusaurus/* ${version} (copy and logs in ${dir})`, outcomes)}`);
  process.exitCode = outcomes.some((outcome) => outcome.result === 'failed') ? 1 : 0;
}

main();
