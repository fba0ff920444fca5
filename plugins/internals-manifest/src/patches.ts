/**
 * The site plugins' patches of Docusaurus', Emotion's and Rspack's internals. Where a plugin
 * checks its target at build time, the guard here is that same check (imported from the plugin),
 * so the two cannot drift apart; the other guards are declared here, and the manifest test
 * (./__tests__/manifest.test.ts) runs them all against node_modules before any build.
 */
import {REPLACED_MODULES, CHUNK_NAME_MAP_PLUGIN} from '../../route-split/src';
import {REWRITES, rewriteSource, type Rewrite} from '../../client-code-edits/src/rewrites';
import {STAND_IN_EXPORTS, REPLACED_MODULE as PRISM_MODULE} from '../../lean-prism/src';
import type {Guard, InternalEntry, PackageFiles} from './types';

function moduleBaseName(module: string): string {
  return (module.split('/').pop() ?? module).replace(/\.js$/, '');
}

const DOCUSAURUS_3_10 = '>=3.10.0 <3.11.0';
const CORE = '@docusaurus/core';

/** The client-code-edits plugin's own check: each edit's original is in the file exactly once. */
function rewriteGuard(rewrite: Rewrite): Guard {
  return {
    kind: 'check',
    describe: `each original of the edits to ${rewrite.file} is there once`,
    run: (files) => {
      if (!files.exists(rewrite.file)) {
        return `${rewrite.file} is missing`;
      }
      try {
        rewriteSource(files.read(rewrite.file), rewrite.file, rewrite);
        return undefined;
      } catch (error) {
        return error instanceof Error ? error.message : String(error);
      }
    },
  };
}

const REWRITE_IDS: Readonly<Record<string, {id: string; saving: string; upstream?: string}>> = {
  'lib/client/browserContext.js': {id: 'client-code-edits/is-browser-transition', saving: 'the re-render after hydration in slices, with the two below: text page TBT 0 ms, 12-28 ms without them (bench:patches, 3.10.2)'},
  'lib/hooks/useWindowSize.js': {
    id: 'client-code-edits/window-size-transition',
    saving:
      "the re-render after hydration in slices (80-140 ms at 4x in one task before); after a client-side navigation, no second render of the next page's doc layout (65 components on a component page)",
  },
  'lib/hooks/useCodeWordWrap.js': {id: 'client-code-edits/code-word-wrap-transition', saving: 'no second render of every code block after hydration; the rest in slices'},
  'lib/client/exports/Link.js': {
    id: 'client-code-edits/link-without-router-context',
    saving: 'no render of every link in view when a link is clicked: the commit of the click on a component page went from 150 components to 70 (3.10.2)',
  },
  'dist/emotion-use-insertion-effect-with-fallbacks.browser.esm.js': {
    id: 'client-code-edits/emotion-insert-while-rendering',
    saving: 'a live demo inserts its rules in its render slices, not its commit: the longest task as a Data Grid goes live, 177 to 148 ms at 4x (bench:patches, 3.10.2)',
  },
};

/** The installed versions each rewrite was written against. */
const REWRITE_RANGES: Readonly<Record<string, string>> = {
  '@emotion/use-insertion-effect-with-fallbacks': '>=1.2.0 <1.3.0',
};

const REWRITE_ENTRIES: InternalEntry[] = REWRITES.map((rewrite) => {
  const about = REWRITE_IDS[rewrite.file];
  if (about === undefined) {
    throw new Error(`internals manifest: client-code-edits edits ${rewrite.packageName}/${rewrite.file}, which REWRITE_IDS in plugins/internals-manifest/src/patches.ts does not describe.`);
  }
  return {
    id: about.id,
    owner: 'plugins/client-code-edits/src/rewrites.ts',
    package: rewrite.packageName,
    module: rewrite.file,
    writtenFor: REWRITE_RANGES[rewrite.packageName] ?? DOCUSAURUS_3_10,
    mechanism: 'text-edit',
    guards: [rewriteGuard(rewrite)],
    saving: about.saving,
    recheck: `the code around each edit in ${rewrite.packageName}/${rewrite.file}, then the edits in plugins/client-code-edits/src/rewrites.ts`,
    ...(about.upstream === undefined ? {} : {upstream: about.upstream}),
  };
});

/** Files under the package's lib/ that import the named module, with the names they import. */
function importsOf(files: PackageFiles, moduleName: string): Map<string, string[]> {
  const statement = new RegExp(`import\\s*(?:type\\s*)?\\{([^}]*)\\}\\s*from\\s*['"]${moduleName}['"]`, 'g');
  const found = new Map<string, string[]>();
  for (const file of files.list('lib', '.js')) {
    for (const match of files.read(file).matchAll(statement)) {
      const names = (match[1] ?? '').split(',').map((name) => name.trim().split(/\s+as\s+/)[0] ?? '').filter((name) => name !== '');
      found.set(file, [...(found.get(file) ?? []), ...names]);
    }
  }
  return found;
}

/** Lean-prism stands in for prism-react-renderer with `Highlight` and `Prism` only. */
const prismImportsGuard: Guard = {
  kind: 'check',
  describe: `the theme imports from ${PRISM_MODULE} nothing but ${STAND_IN_EXPORTS.join(', ')}`,
  run: (files) => {
    const imports = importsOf(files, PRISM_MODULE);
    if (imports.size === 0) {
      return `no module under lib/ imports ${PRISM_MODULE} any more`;
    }
    const extra = [...imports].flatMap(([file, names]) => names.filter((name) => !(STAND_IN_EXPORTS as readonly string[]).includes(name)).map((name) => `${name} (${file})`));
    return extra.length === 0 ? undefined : `the theme now imports ${extra.join(', ')} from ${PRISM_MODULE}, which plugins/lean-prism/src/client/index.ts does not provide`;
  },
};

/** Only doc cards read the version's doc map that lean-docs empties. */
const docMapReadersGuard: Guard = {
  kind: 'check',
  describe: 'useDocById (the reader of the emptied doc map) is called by DocCard only',
  run: (files) => {
    const readers = files
      .list('lib/theme', '.js')
      .filter((file) => files.read(file).includes('useDocById('))
      .sort();
    const expected = ['lib/theme/DocCard/index.js'];
    return JSON.stringify(readers) === JSON.stringify(expected) ? undefined : `theme components calling useDocById are now ${readers.join(', ') || 'none'}, not ${expected.join(', ')}`;
  },
};

/** The docs plugin's client reads a sidebar link's docId only as a flag, in the breadcrumbs. */
const sidebarDocIdReadersGuard: Guard = {
  kind: 'check',
  describe: "a sidebar item's docId is read by the breadcrumbs only, as a flag (`item.docId &&`)",
  run: (files) => {
    const readers = files
      .list('lib/client', '.js')
      .filter((file) => /\.docId\b/.test(files.read(file)))
      .sort();
    const expected = ['lib/client/docsUtils.js'];
    if (JSON.stringify(readers) !== JSON.stringify(expected)) {
      return `client modules reading .docId are now ${readers.join(', ') || 'none'}, not ${expected.join(', ')}`;
    }
    const uses = files.read('lib/client/docsUtils.js').match(/\.docId\b[^\n]*/g) ?? [];
    return uses.length === 1 && uses[0] === '.docId &&' ? undefined : `docsUtils.js reads docId as ${uses.join(' | ')}, not only as a flag`;
  },
};

export const PATCHES: readonly InternalEntry[] = [
  ...REPLACED_MODULES.map(
    ({module, shape, by}): InternalEntry => ({
      id: `route-split/replace-${moduleBaseName(module)}`,
      owner: `plugins/route-split/src/client/${by}`,
      package: CORE,
      module: module.slice(`${CORE}/`.length),
      writtenFor: DOCUSAURUS_3_10,
      mechanism: 'replace-module',
      guards: [{kind: 'contains', file: module.slice(`${CORE}/`.length), text: shape}],
      saving:
        by === 'preload.ts'
          ? "the route table split by product: main.js 181.9 to 151.9 KB gzip (30 KB); a product's routes load with its first page"
          : 'each route chunk prefetched once, in idle slices: 462 to 25 <link rel=prefetch> on a component page; about 180 ms of one task at 4x',
      recheck: `plugins/route-split/src/client/${by} against ${module}`,
    }),
  ),
  {
    id: 'route-split/remove-chunk-name-map',
    owner: 'plugins/route-split/src/index.ts',
    package: CORE,
    module: 'lib/webpack/plugins/ChunkAssetPlugin.js',
    writtenFor: DOCUSAURUS_3_10,
    mechanism: 'remove-bundler-plugin',
    guards: [
      {kind: 'contains', file: 'lib/webpack/plugins/ChunkAssetPlugin.js', text: `class ${CHUNK_NAME_MAP_PLUGIN} `},
      {kind: 'contains', file: 'lib/webpack/client.js', text: `new ${CHUNK_NAME_MAP_PLUGIN}_1.default()`, once: true},
    ],
    saving: "the runtime's chunk-name map (__webpack_require__.gca), 5.2 KB gzip on every page",
    recheck: "whether Docusaurus' prefetch still needs __webpack_require__.gca, and the plugin's removal by class name",
  },
  {
    id: 'route-split/rewrite-routes',
    owner: 'plugins/route-split/src/split.ts',
    package: CORE,
    module: 'lib/server/codegen/codegenRoutes.js',
    writtenFor: DOCUSAURUS_3_10,
    mechanism: 'rewrite-generated-file',
    guards: [
      {kind: 'contains', file: 'lib/server/codegen/codegenRoutes.js', text: "import ComponentCreator from '@docusaurus/ComponentCreator';\n\nexport default [", once: true},
      {kind: 'contains', file: 'lib/server/codegen/codegenRoutes.js', text: '[() => import(/* webpackChunkName: "${chunkName}" */ "${modulePath}"), "${modulePath}", require.resolveWeak("${modulePath}")]', once: true},
      {kind: 'contains', file: 'lib/client/exports/ComponentCreator.js', text: 'export default function ComponentCreator(path, hash)'},
    ],
    saving: "routes.js, routesChunkNames.json and registry.js split by product (30 KB gzip of main.js); a route's component created when first read (about 20 ms at 4x)",
    recheck:
      "parseRoutes/parseRegistry in plugins/route-split/src/split.ts and routeParts.tsx against the generated .docusaurus/routes.js and registry.js; requestOf and the loader's `@site/` Markdown files against a doc page's `content` entry",
  },
  {
    id: 'route-split/sliced-evaluation',
    owner: 'plugins/route-split/src/client/runtime.ts',
    package: '@rspack/core',
    module: 'dist/index.js',
    writtenFor: '>=1.7.0 <1.8.0',
    mechanism: 'bundler-option',
    // The runtime globals runtime.ts reads: __webpack_require__.m, .e and .u.
    guards: ['"moduleFactories"', '"ensureChunk"', '"getChunkScriptFilename"'].map((text) => ({kind: 'contains', file: 'dist/index.js', text})),
    saving: "a route's modules required in 8 ms slices: Button page TBT 408-961 to 362-455 ms, Data Grid 789-1,172 to 505-645 ms",
    recheck: "the runtime fields runtime.ts reads (__webpack_require__.e, .u, .m: .u names a chunk of CSS only with `undefined` for its hash) and the order in evaluation.ts against the bundler's; e2e/route-split.spec.ts",
  },
  {
    id: 'route-split/skip-same-route-render',
    owner: 'plugins/route-split/src/client/routeProps.ts',
    package: CORE,
    module: 'lib/client/PendingNavigation.js',
    writtenFor: DOCUSAURUS_3_10,
    mechanism: 'wrap',
    // While the next page loads, Docusaurus keeps the current one on screen through a controlled
    // <Route> with the old location; react-router still hands every route a new `match` object.
    guards: [{kind: 'contains', file: 'lib/client/PendingNavigation.js', text: '<Route location={location} render={() => children}/>', once: true}],
    saving: 'the page being left is not rendered again on the click: the click task on the Button page 150-224 to 58-94 ms at 4x CPU slowdown',
    recheck: 'sameRouteProps in plugins/route-split/src/client/routeProps.ts against the props react-router-config gives a route component (history, location, match, route)',
  },
  {
    id: 'stepwise-app-start/replace-entry',
    owner: 'plugins/stepwise-app-start/src/index.ts',
    package: CORE,
    module: 'lib/client/clientEntry.js',
    writtenFor: DOCUSAURUS_3_10,
    mechanism: 'replace-entry',
    guards: [
      {kind: 'exists', file: 'lib/client/clientEntry.js'},
      {kind: 'contains', file: 'lib/webpack/client.js', text: "entry: path_1.default.resolve(__dirname, '../client/clientEntry.js')", once: true},
    ],
    saving: "main.js evaluated in four tasks: text page TBT 14-34 ms to 0 (bench:patches, 3.10.2; it costs 1.5 KiB gzip)",
    recheck: 'plugins/stepwise-app-start/src/client/entry.ts and steps.ts against clientEntry.js and what it imports',
  },
  {
    id: 'browser-config-trim/strip-build-only-fields',
    owner: 'plugins/browser-config-trim/src/strip.ts',
    package: CORE,
    module: 'lib/server/codegen/codegen.js',
    writtenFor: DOCUSAURUS_3_10,
    mechanism: 'rewrite-generated-file',
    guards: [{kind: 'contains', file: 'lib/server/codegen/codegen.js', text: 'export default ${JSON.stringify(siteConfig, null, 2)};', once: true}],
    saving: 'the build-only config fields out of main.js: 2.9 KiB gzip on every page (bench:patches, 3.10.2)',
    recheck: 'browserConfigTrimModule in plugins/browser-config-trim/src/strip.ts against .docusaurus/docusaurus.config.mjs, and that no client code reads BUILD_ONLY_FIELDS',
  },
  {
    id: 'lean-docs/wrap-docs-plugin',
    owner: 'plugins/lean-docs/src/index.ts',
    package: '@docusaurus/plugin-content-docs',
    module: 'lib/props.js',
    writtenFor: DOCUSAURUS_3_10,
    mechanism: 'wrap-plugin',
    guards: [
      {kind: 'contains', file: 'lib/props.js', text: 'docsSidebars: toSidebarsProp(loadedVersion),'},
      {kind: 'contains', file: 'lib/props.js', text: 'docs: toVersionDocsProp(loadedVersion),'},
      {kind: 'contains', file: 'lib/index.js', text: 'setGlobalData('},
    ],
    saving: 'version data 15.5 to about 4 KiB gzip on Material UI pages; global docs data 6 KB out of main.js',
    recheck: "leanRoute and leanGlobalData in plugins/lean-docs/src/index.ts against the docs plugin's route props and global data",
  },
  {
    id: 'lean-docs/sidebar-doc-ids',
    owner: 'plugins/lean-docs/src/index.ts',
    package: '@docusaurus/plugin-content-docs',
    module: 'lib/client/docsUtils.js',
    writtenFor: DOCUSAURUS_3_10,
    mechanism: 'wrap-plugin',
    guards: [sidebarDocIdReadersGuard],
    saving: "each sidebar link's doc id sent as one letter: 0.9 KiB gzip of 4.8 on Material UI pages",
    recheck: 'what reads a sidebar link\'s docId in the docs plugin client and the theme (DocCard is guarded by lean-docs/doc-map-readers)',
  },
  {
    id: 'lean-docs/doc-map-readers',
    owner: 'plugins/lean-docs/src/index.ts',
    package: '@docusaurus/theme-classic',
    module: 'lib/theme/DocCard/index.js',
    writtenFor: DOCUSAURUS_3_10,
    mechanism: 'wrap-plugin',
    guards: [docMapReadersGuard],
    saving: "the version's doc map (3.7 KB gzip on Material UI pages) sent empty",
    recheck: 'which theme components read useDocById: a page rendering one fails to build with the emptied map (leanRoute)',
  },
  {
    id: 'chunk-id-filenames/chunk-file-names',
    owner: 'plugins/chunk-id-filenames/src/index.ts',
    package: CORE,
    module: 'lib/webpack/base.js',
    writtenFor: DOCUSAURUS_3_10,
    mechanism: 'bundler-option',
    guards: [
      {kind: 'contains', file: 'lib/webpack/base.js', text: /chunkFilename: isProd\s*\?\s*'assets\/js\/\[name\]\.\[contenthash:8\]\.js'/},
      // Docusaurus keeps the bundler's defaultVendors group, which sharedLikeDependencies extends.
      {kind: 'contains', file: 'lib/webpack/base.js', text: /cacheGroups: \{\s*\/\/ Disable the built-in cacheGroups\s*default: false,/},
    ],
    saving:
      "the runtime's id-to-name map, 3.5 KiB gzip on every page; the ejected CodeBlock/Content shared, not repeated in 198 chunks; the demo component and its modules shared, not repeated in the chunks of 218 pages with demos (24 KB minified each, compiled again on each navigation)",
    recheck: "CHUNK_FILENAME, dependencyGroup and sharedSiteGroup in plugins/chunk-id-filenames/src/index.ts against Docusaurus' output and splitChunks options",
  },
  {
    id: 'demos/common-chunk-without-live-demos',
    owner: 'plugins/demos/src/index.ts',
    package: CORE,
    module: 'lib/webpack/base.js',
    writtenFor: DOCUSAURUS_3_10,
    mechanism: 'bundler-option',
    guards: [{kind: 'contains', file: 'lib/webpack/base.js', text: /common: \{\s*name: 'common',\s*minChunks: totalPages > 2 \? totalPages \* 0\.5 : 2,/, once: true}],
    saving: "MUI's core and Emotion (28 KiB gzip) kept out of the common chunk every page loads: the demos' running-code chunks do not count towards it",
    recheck: "whether Docusaurus still has a `common` cache group counted over every chunk; if it is gone, drop the option in plugins/demos/src/index.ts",
  },
  {
    id: 'single-server-bundle/eager-imports',
    owner: 'plugins/single-server-bundle/src/index.ts',
    package: CORE,
    module: 'lib/webpack/base.js',
    writtenFor: DOCUSAURUS_3_10,
    mechanism: 'bundler-option',
    guards: [{kind: 'contains', file: 'lib/webpack/base.js', text: /splitChunks: isServer\s*\?\s*false/, once: true}],
    saving: 'the server bundle in one 31 MB file instead of 277 MB of route chunks repeating shared modules',
    recheck: "how Docusaurus splits the server bundle (if it now shares chunks, the plugin may be unneeded) and Rspack's dynamicImportMode",
  },
  {
    id: 'lean-prism/alias-prism-react-renderer',
    owner: 'plugins/lean-prism/src/client/index.ts',
    package: '@docusaurus/theme-classic',
    module: 'lib/theme/CodeBlock/Content/index.js',
    writtenFor: DOCUSAURUS_3_10,
    mechanism: 'alias',
    guards: [prismImportsGuard],
    saving: "prism-react-renderer's own Prism out of main.js: 26 KB gzip (about 10 KB for the docs' languages, loaded on demand)",
    recheck: "plugins/lean-prism/src/client/index.ts: the stand-in must export every name the theme imports from prism-react-renderer",
  },
  {
    id: 'config/future-v4-flags',
    owner: 'docusaurus.config.ts',
    package: CORE,
    module: 'lib/server/configValidation.js',
    writtenFor: DOCUSAURUS_3_10,
    mechanism: 'config-flag',
    guards: [
      {kind: 'contains', file: 'lib/server/configValidation.js', text: 'useCssCascadeLayers'},
      {kind: 'contains', file: 'lib/server/configValidation.js', text: 'removeLegacyPostBuildHeadAttribute'},
    ],
    saving: "Infima in CSS layers (MUI's unlayered styles win); the flag Faster's SSG worker threads require",
    recheck: "future.v4 in docusaurus.config.ts: on Docusaurus 4 these are the defaults and the flags go (docusaurus.config.ts sets removeLegacyPostBuildHeadAttribute on 3.x only)",
  },
  ...REWRITE_ENTRIES,
  {
    id: 'client-code-edits/history-link-stands-in-for-router-link',
    owner: 'plugins/client-code-edits/src/client/HistoryLink.tsx',
    package: 'react-router-dom',
    module: 'esm/react-router-dom.js',
    writtenFor: '>=5.3.0 <5.4.0',
    mechanism: 'alias',
    // What HistoryLink does as react-router's link does: the href from the history object, and
    // a click on a link to the page shown replacing its entry.
    guards: [
      {kind: 'contains', file: 'esm/react-router-dom.js', text: 'var href = location ? history.createHref(location) : "";', once: true},
      {kind: 'contains', file: 'esm/react-router-dom.js', text: 'var method = replace || isDuplicateNavigation ? history.replace : history.push;', once: true},
    ],
    saving: 'see client-code-edits/link-without-router-context',
    recheck: "HistoryLink.tsx and plainLocation.ts against react-router-dom's Link and LinkAnchor (href, click rules, replace on the same path)",
  },
  {
    id: 'client-code-edits/history-link-reads-history-context',
    owner: 'plugins/client-code-edits/src/client/HistoryLink.tsx',
    package: 'react-router',
    module: 'esm/react-router.js',
    writtenFor: '>=5.3.0 <5.4.0',
    mechanism: 'alias',
    // useHistory must read the history context, whose value is the same for the whole visit: were
    // it to read the router's context, every link would render again on every navigation.
    guards: [{kind: 'contains', file: 'esm/react-router.js', text: /function useHistory\(\) \{[^}]*\}\s*return useContext\(historyContext\);/}],
    saving: 'see client-code-edits/link-without-router-context',
    recheck: "what react-router's useHistory reads; HistoryLink.tsx must not render again when the address changes",
  },
  {
    id: 'keep-leaving-page/frozen-router-context',
    owner: 'src/components/KeepLeavingPage/index.tsx',
    package: 'react-router',
    module: 'esm/react-router.js',
    writtenFor: '>=5.3.0 <5.4.0',
    mechanism: 'wrap',
    // The page being left is rendered under react-router's router context with the state it last
    // rendered with, so that it never renders for the new address: useLocation and Route must read
    // the context the package exports as __RouterContext.
    guards: [
      {kind: 'contains', file: 'esm/react-router.js', text: 'context as __RouterContext', once: true},
      {kind: 'contains', file: 'esm/react-router.js', text: /function useLocation\(\) \{[^}]*\}\s*return useContext\(context\)\.location;/},
    ],
    saving: 'see swizzle/DocRoot/Layout/Main',
    recheck: "what react-router's useLocation, Route and Switch read; the page held by KeepLeavingPage must never render for the new address",
  },
];
