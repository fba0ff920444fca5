/**
 * Build-time steps of a demo: the TypeScript source is the only one written by hand; the
 * JavaScript variant is generated from it, never maintained twice. Pure functions of their
 * inputs; the loader does the file reading.
 */
import {transform} from 'sucrase';
import {format} from 'prettier';
import ts from 'typescript';
import {importsPackage, LICENSE_MODULE, type LicenseGate, type PaidDemo} from './paidPlans';

const PRETTIER_OPTIONS = {singleQuote: true, printWidth: 85, trailingComma: 'all'} as const;

/** Strips the types of a TSX demo and formats the result like hand-written JavaScript. */
export async function tsxToJsx(tsx: string): Promise<string> {
  const {code} = transform(tsx, {
    transforms: ['typescript', 'jsx'],
    jsxRuntime: 'preserve',
    disableESTransforms: true,
  });
  return format(code, {...PRETTIER_OPTIONS, parser: 'babel'});
}

/**
 * `compute(source)` remembered per file, for its latest source only. The client and the server
 * bundles each load every demo, in one process: the second load gets the first one's result
 * instead of formatting and parsing the same file again (prettier and TypeScript were about 6 s
 * of a cold build's main thread, half of it repeated). Keeping one entry per file bounds the
 * memory in watch mode, where a file's source changes again and again.
 */
export function latestPerFile<T>(compute: (source: string) => T): (file: string, source: string) => T {
  const latest = new Map<string, {readonly source: string; readonly result: T}>();
  return (file, source) => {
    const entry = latest.get(file);
    if (entry?.source === source) {
      return entry.result;
    }
    const result = compute(source);
    latest.set(file, {source, result});
    return result;
  };
}

/** Module specifiers a demo imports, in source order, without duplicates. */
export function importSpecifiers(source: string): string[] {
  const info = ts.preProcessFile(source, true, true);
  return [...new Set(info.importedFiles.map((file) => file.fileName))];
}

/**
 * What live editing may take from one module: the whole namespace when the demo imports it as a
 * namespace, otherwise the names it imports (`default` for a default import).
 */
export interface ScopeImport {
  readonly specifier: string;
  readonly namespace: boolean;
  readonly names: readonly string[];
}

/**
 * The runtime bindings a demo imports, module by module in source order; type-only imports are
 * left out (they have no value at runtime). Live editing gets exactly these bindings, so a
 * demo module imports them statically: they are in the demo's own chunk already, and no chunk is
 * created per module (a dynamic `import()` per module made hundreds of tiny chunks, each listed
 * in the chunk map that every page loads).
 */
export function scopeImports(source: string): ScopeImport[] {
  const file = ts.createSourceFile('demo.tsx', source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const usedAsValue = valueIdentifiers(file);
  const bySpecifier = new Map<string, {namespace: boolean; names: Set<string>}>();
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) {
      continue;
    }
    const clause = statement.importClause;
    if (clause?.isTypeOnly) {
      continue;
    }
    const specifier = statement.moduleSpecifier.text;
    const entry = bySpecifier.get(specifier) ?? {namespace: false, names: new Set<string>()};
    bySpecifier.set(specifier, entry);
    if (clause?.name && usedAsValue.has(clause.name.text)) {
      entry.names.add('default');
    }
    const bindings = clause?.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) {
      entry.namespace = true;
    } else if (bindings) {
      bindings.elements
        // A name used only in types may be a type (`import {SelectChangeEvent}`): it has no value.
        .filter((element) => !element.isTypeOnly && usedAsValue.has(element.name.text))
        .forEach((element) => entry.names.add((element.propertyName ?? element.name).text));
    }
  }
  return [...bySpecifier].map(([specifier, {namespace, names}]) => ({specifier, namespace, names: namespace ? [] : [...names]}));
}

/** Identifiers the code reads as values: everything outside imports, types and type declarations. */
function valueIdentifiers(file: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isTypeNode(node) || ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) {
      return;
    }
    if (ts.isIdentifier(node)) {
      names.add(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return names;
}

/**
 * The JSX a collapsed demo shows: what the default export returns, when it has at most
 * `maxLines` lines. Returns null for longer demos (the collapsed view then shows no code).
 */
export function extractPreview(source: string, maxLines: number): string | null {
  // The default export's own return, not that of a helper component declared above it.
  const start = source.search(/^export default function\b/m);
  if (start === -1) {
    return null;
  }
  const match = /\n {2}return \(\n([\s\S]*?)\n {2}\);\n\}/.exec(source.slice(start));
  if (!match?.[1]) {
    return null;
  }
  const lines = match[1].split('\n');
  if (lines.length > maxLines) {
    return null;
  }
  const indent = Math.min(...lines.filter((line) => line.trim()).map((line) => /^ */.exec(line)?.[0].length ?? 0));
  return lines.map((line) => line.slice(indent)).join('\n');
}

interface DemoVariantSource {
  /** Styling this file implements ('MUI System', 'Tailwind' or 'CSS'). */
  readonly styling: string;
  /** Import path of the file, relative to the demo module (e.g. `./BasicButtons.tailwind.tsx`). */
  readonly request: string;
  readonly tsx: string;
  readonly jsx: string;
  readonly preview: string | null;
  readonly imports: readonly string[];
  readonly scope: readonly ScopeImport[];
  /**
   * The files beside it the variant imports (`./BasicButtons.module.css`), by file name: a
   * sandbox project of the demo needs them, and the page has only their compiled form.
   */
  readonly files?: Readonly<Record<string, string>>;
}

/** The sources fields of a variant in a demo module: TS, JS, preview, and the files it imports, if it imports some. */
function sourceFields(variant: DemoVariantSource): string {
  const files = variant.files && Object.keys(variant.files).length > 0 ? `, files: ${JSON.stringify(variant.files)}` : '';
  return `tsx: ${JSON.stringify(variant.tsx)}, jsx: ${JSON.stringify(variant.jsx)}, preview: ${JSON.stringify(variant.preview)}${files}`;
}

/**
 * The wrapper module a demo's preview needs: the first entry of `previewWrappers` whose package
 * (or a subpath of it) any variant imports, or null.
 */
export function previewWrapperFor(
  variants: readonly Pick<DemoVariantSource, 'imports'>[],
  previewWrappers: Readonly<Record<string, string>>,
): string | null {
  const imports = variants.flatMap((variant) => variant.imports);
  const match = Object.entries(previewWrappers).find(([pkg]) =>
    imports.some((specifier) => importsPackage(specifier, pkg)),
  );
  return match ? match[1] : null;
}

/** A call in a demo's own code that formats with the browser's `Intl`. */
const INTL_CALL = /\bIntl\.|\.toLocale(?:Date|Time)?String\(|\.localeCompare\(/;

/**
 * Whether a demo formats with the browser's `Intl` when it renders: one of its variants imports
 * one of `intlPackages` (or a subpath of one), or calls `Intl` in its own code. The first such
 * call on a page loads the locale's formatting data, which took up to about 30 ms in Chromium (a
 * desktop CPU) inside the render that made it.
 */
export function formatsWithIntl(
  variants: readonly Pick<DemoVariantSource, 'imports' | 'tsx'>[],
  intlPackages: readonly string[],
): boolean {
  return variants.some((variant) => INTL_CALL.test(variant.tsx)) || importsAnyOf(variants, intlPackages);
}

/**
 * Code whose result a demo's server HTML cannot show: effects and timers (what they change comes
 * after the first render), the browser's own objects, the colour scheme and media queries (the
 * server knows neither), the time and randomness (the server's differ), and components that
 * measure themselves (tabs' indicator, a multiline field's height, masonry).
 */
const ON_SIGHT_CODE =
  /\buse(?:Layout)?Effect\b|\bset(?:Interval|Timeout)\(|\brequestAnimationFrame\(|\b(?:window|document|navigator)\.|\buse(?:MediaQuery|ColorScheme|SyncExternalStore|ScrollTrigger)\b|\bnew Date\(\)|\bDate\.now\(|\bdayjs\(\)|\bMath\.random\(|\bmultiline\b|<(?:Tabs|TextareaAutosize|Masonry)\b|\bautoFocus\b/;

/** How the browser bundle's demo modules load their running code (see `demoModuleCode`). */
export interface BrowserDeferral {
  /** Whether a demo's running code loads on demand (the browser bundle) or is in its module (the server's). */
  readonly deferRunningCode: boolean;
  /** The chunk a page's demos share their running code in. */
  readonly chunkName: string;
  /** Packages whose components look right only once they have run in the browser. */
  readonly onSightPackages: readonly string[];
  /**
   * The module (absolute path) whose default export, `(pathname) => Promise<boolean>`, makes a
   * page's server-drawn demos ready for a client-side navigation to it, resolving whether the
   * page had any; or null: the demos then load their running code for the navigation.
   */
  readonly serverDrawnDemos: string | null;
}

/**
 * Whether a demo must go live as it comes near the viewport rather than when the reader reaches
 * for it: what it shows depends on running in the browser (`ON_SIGHT_CODE`, or a component of
 * `onSightPackages`).
 */
export function goesLiveOnSight(variants: readonly Pick<DemoVariantSource, 'imports' | 'tsx'>[], onSightPackages: readonly string[]): boolean {
  return variants.some((variant) => ON_SIGHT_CODE.test(variant.tsx)) || importsAnyOf(variants, onSightPackages);
}

/** Whether one of a demo's variants imports one of `packages` (or a subpath of one). */
export function importsAnyOf(variants: readonly Pick<DemoVariantSource, 'imports'>[], packages: readonly string[]): boolean {
  return variants.some((variant) => variant.imports.some((specifier) => packages.some((pkg) => importsPackage(specifier, pkg))));
}

/**
 * The imports of what runs a demo (its licence key, its components, the scope live editing
 * compiles against), and each variant's `Component: …, scope: {…}` fields.
 */
function runningCode(
  variants: readonly DemoVariantSource[],
  gate: LicenseGate,
): {readonly license: readonly string[]; readonly imports: readonly string[]; readonly fields: readonly string[]} {
  // Imports are hoisted, so the call runs once every import has loaded: early enough, since the
  // page renders the demo only after its module has run.
  const license =
    gate.kind === 'licensed'
      ? [`import {LicenseInfo} from ${JSON.stringify(LICENSE_MODULE)};`, `LicenseInfo.setLicenseKey(${JSON.stringify(gate.licenseKey)});`]
      : [];
  const imports: string[] = [];
  const fields = variants.map((variant, index) => {
    imports.push(`import Component${index} from ${JSON.stringify(variant.request)};`);
    const entries = variant.scope.map(({specifier, namespace, names}, moduleIndex) => {
      const local = `scope${index}_${moduleIndex}`;
      const key = JSON.stringify(specifier);
      if (namespace) {
        imports.push(`import * as ${local} from ${key};`);
        return `${key}: ${local}`;
      }
      if (names.length > 0) {
        const imported = names.map((name, nameIndex) => `${name} as ${local}_${nameIndex}`).join(', ');
        imports.push(`import {${imported}} from ${key};`);
      }
      const members = names.map((name, nameIndex) => `${JSON.stringify(name)}: ${local}_${nameIndex}`);
      return `${key}: {__esModule: true${members.map((member) => `, ${member}`).join('')}}`;
    });
    return `Component: Component${index}, scope: {${entries.join(', ')}}`;
  });
  return {license, imports, fields};
}

/** Where a demo module that loads its running code on demand finds it (see `demoModuleCode`). */
export const LIVE_QUERY = '?demo=live';

/**
 * The JavaScript of a `?demo` module: every styling variant's component, its TS and JS sources,
 * preview, and the scope live editing compiles against: the bindings its code imports, keyed by
 * module specifier, each shaped like the ES module it stands for.
 *
 * A paid demo (see paidPlans.ts) also exports `paid` (package, plan, product, and `running`).
 * Licensed, the module registers the key when it runs, before the page can render the demo, and
 * only pages with a paid demo load that code. Locked, it imports nothing at all
 * (no component, no scope, no wrapper): the sources stay readable and copyable, and no paid code
 * reaches the bundle.
 *
 * A running demo that formats with `Intl` (see `formatsWithIntl`) also exports `formatsWithIntl: true`.
 * One that imports one of `measuredPackages` (components that draw only after measuring their
 * box in the browser) exports `measuresInBrowser: true`, and its running code (key, components,
 * scope) is not in the module: each variant has `Component: null, scope: null`, and
 * `load()` imports them from `liveRequest` (the demo file with `LIVE_QUERY`, whose module is
 * `liveModuleCode`), so the page loads them only when the demo goes live or is edited.
 *
 * With `browser.deferRunningCode` (the browser bundle), every running demo without a preview
 * wrapper loads its running code that way, the demos of one folder (one page) sharing a chunk
 * (`browser.chunkName`): a page's first load carries its demos' sources, not MUI or the demos'
 * components; the server's HTML shows them until they go live. A demo whose server HTML cannot
 * show what the browser would (see `goesLiveOnSight`) exports `goesLiveOnSight: true`.
 */
export function demoModuleCode(
  variants: readonly DemoVariantSource[],
  previewWrappers: Readonly<Record<string, string>> = {},
  gate: LicenseGate = {kind: 'free'},
  intlPackages: readonly string[] = [],
  measuredPackages: readonly string[] = [],
  liveRequest = '',
  browser: BrowserDeferral | null = null,
): string {
  if (gate.kind === 'locked') {
    return lockedDemoModuleCode(variants, gate.paid);
  }
  const wrapper = previewWrapperFor(variants, previewWrappers);
  const measured = importsAnyOf(variants, measuredPackages);
  const deferredToPage = !measured && wrapper === null && browser?.deferRunningCode === true;
  const deferred = measured || deferredToPage;
  if (deferred && liveRequest === '') {
    throw new Error('A demo that loads its running code on demand needs the request of its live module.');
  }
  const running = deferred ? null : runningCode(variants, gate);
  const lines: string[] = [...(running?.license ?? [])];
  // A measured demo's code is a chunk of its own: a page of grids loads the one reached for.
  const chunkComment = deferredToPage && browser ? `/* webpackChunkName: ${JSON.stringify(browser.chunkName)} */ ` : '';
  if (wrapper !== null) {
    lines.push(`import Wrapper from ${JSON.stringify(wrapper)};`);
  }
  // A measured demo's snapshot is in its page's HTML too.
  const serverDrawn = deferred && wrapper === null && browser?.deferRunningCode === true ? browser.serverDrawnDemos : null;
  if (serverDrawn !== null) {
    lines.push(`import loadServerDrawnDemos from ${JSON.stringify(serverDrawn)};`);
  }
  lines.push(...(running?.imports ?? []));
  lines.push('const demo = {variants: [');
  variants.forEach((variant, index) => {
    const fields = running?.fields[index] ?? 'Component: null, scope: null';
    lines.push(
      `  {styling: ${JSON.stringify(variant.styling)}, ${fields}, ${sourceFields(variant)}},`,
    );
  });
  const extras = [
    ...(wrapper === null ? [] : ['Wrapper']),
    ...(gate.kind === 'licensed' || gate.kind === 'evaluation' ? [`paid: ${JSON.stringify({...gate.paid, running: true})}`] : []),
    ...(formatsWithIntl(variants, intlPackages) ? ['formatsWithIntl: true'] : []),
    ...(measured ? ['measuresInBrowser: true'] : []),
    ...(!measured && browser !== null && goesLiveOnSight(variants, browser.onSightPackages) ? ['goesLiveOnSight: true'] : []),
    ...(deferred ? ['load'] : []),
  ];
  if (deferred) {
    // Once loaded, the running code is also on the module (`live`), for a demo mounting later.
    lines.unshift('let loading;', `const load = () => (loading ??= import(${chunkComment}${JSON.stringify(liveRequest)}).then((module) => {`, '  demo.live = module.default;', '  return module;', '}));');
  }
  lines.push(`]${extras.map((extra) => `, ${extra}`).join('')}};`);
  if (deferredToPage || serverDrawn !== null) {
    // Run after the first page has hydrated (Docusaurus' attribute), the module belongs to a page
    // a client-side navigation is loading: its demos in the first screen render with it, so the
    // page's server-drawn demos are fetched now (failing those, the demo's code loads; a measured
    // demo's loads only as it comes near), and the page's render waits for that where the
    // route-split plugin's preload offers it (its BEFORE_RENDER_KEY: `push(work)`, work a
    // promise or a function of the page's pathname and of a getter of the page's HTML, fetched
    // as the navigation started).
    const work =
      serverDrawn === null
        ? 'load().catch(() => undefined)'
        : measured
          ? '(pathname, takeHtml) => loadServerDrawnDemos(pathname, takeHtml)'
          : '(pathname, takeHtml) => loadServerDrawnDemos(pathname, takeHtml).then((drawn) => (drawn ? undefined : load())).catch(() => undefined)';
    lines.push(
      "if (typeof document !== 'undefined' && document.documentElement.dataset.hasHydrated === 'true') {",
      `  globalThis[Symbol.for('route-split.beforeRender')]?.push(${work});`,
      '}',
    );
  }
  lines.push('export default demo;');
  return `${lines.join('\n')}\n`;
}

/**
 * The module a deferred demo's `load()` imports: its running code alone, `{variants: [{Component, scope}]}`,
 * and the modules every demo's running code brings with it (`withLiveCode`: the site's live
 * preview, which registers itself), so that they arrive together.
 */
export function liveModuleCode(variants: readonly DemoVariantSource[], gate: LicenseGate = {kind: 'free'}, withLiveCode: readonly string[] = []): string {
  if (gate.kind === 'locked') {
    throw new Error('A paid demo without a licence key has no running code.');
  }
  const {license, imports, fields} = runningCode(variants, gate);
  const brought = withLiveCode.map((module) => `import ${JSON.stringify(module)};`);
  return `${[...license, ...brought, ...imports, `export default {variants: [${fields.map((field) => `{${field}}`).join(', ')}]};`].join('\n')}\n`;
}

/** A paid demo's module in a build without a key: sources and plan, and not one import. */
function lockedDemoModuleCode(variants: readonly DemoVariantSource[], paid: PaidDemo): string {
  const lines = ['export default {variants: ['];
  for (const variant of variants) {
    lines.push(
      `  {styling: ${JSON.stringify(variant.styling)}, ${sourceFields(variant)}},`,
    );
  }
  lines.push(`], paid: ${JSON.stringify({...paid, running: false})}};`);
  return `${lines.join('\n')}\n`;
}
