/**
 * Site configuration. Products are docs-plugin instances generated from src/data/products.ts;
 * their sidebars come from the page data (sidebars.ts). Every plugin tuple is `satisfies`-checked.
 */
import path from 'node:path';
import type {Config, PluginConfig} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import {themes as prismThemes} from 'prism-react-renderer';
import {PRODUCT_LIST, currentVersionLabel} from './src/data/products';
import {REPOSITORY, SITE_URL} from './src/constants/site';
import {editUrlFor, repositoryUrlFromEnv} from './src/utils/editUrl';
import {PREVIEW_BUILD_VARIABLE, PREVIEW_VARIABLE, previewProducts} from './src/utils/previewProducts';
import {PATCHES_OFF_VARIABLE, patchesOffFrom, type RemovablePatch} from './src/utils/patchesOff';
import {docsVersionsOption} from './src/data/docsVersions';
import muiThemeCssPlugin, {type MuiThemeCssPluginOptions} from './plugins/mui-theme-css/src';
import colorModePlugin, {type ColorModePluginOptions} from './plugins/color-mode/src';
import demosPlugin, {type DemosPluginOptions} from './plugins/demos/src';
import {DEMO_LINE_START} from './plugins/demos/src/demoLine';
import remarkDemoLines, {type DemoLinesOptions} from './plugins/demos/src/remarkDemoLines';
import rehypeLeadParagraph, {type LeadParagraphOptions} from './plugins/lead-paragraph/src';
import remarkBelowTheFold, {type BelowTheFoldOptions} from './plugins/below-the-fold/src';
import apiPagesPlugin, {type ApiPagesPluginOptions} from './plugins/api-pages/src';
import iconsDataPlugin, {type IconsDataPluginOptions} from './plugins/icons-data/src';
import searchIndexPlugin, {type SearchIndexPluginOptions} from './plugins/search-index/src';
import pageMarkdownPlugin, {type PageMarkdownPluginOptions} from './plugins/page-markdown/src';
import leanDocsPlugin, {type LeanDocsOptions} from './plugins/lean-docs/src';
import {freezeSnapshotApiPages, isGitWorkTree, snapshotNames} from './config/siteSources';
import chunkIdFilenamesPlugin, {type ChunkIdFilenamesOptions} from './plugins/chunk-id-filenames/src';
import routeSplitPlugin, {type RouteSplitOptions} from './plugins/route-split/src';
import clientCodeEditsPlugin, {type ClientCodeEditsOptions} from './plugins/client-code-edits/src';
import {REWRITE_GROUP_NAMES} from './plugins/client-code-edits/src/rewrites';
import singleServerBundlePlugin from './plugins/single-server-bundle/src';
import leanPrismPlugin from './plugins/lean-prism/src';
import stepwiseAppStartPlugin from './plugins/stepwise-app-start/src';
import browserConfigTrimPlugin from './plugins/browser-config-trim/src';
import {createDocsTheme} from './src/utils/docsTheme';
import {HIGHLIGHTED_LINE_OVERLAY, readableCodeTheme} from './src/utils/codeTheme';
import {codeThemeCss, variablesTheme, type CodeThemes} from './plugins/lean-prism/src/cssVariables';
import type {Options as PwaPluginOptions} from '@docusaurus/plugin-pwa';
import type {InjectManifestOptions} from 'workbox-build';
import {PREFERS_DARK_QUERY, THEME_COLORS} from './src/constants/colorMode';
import {COLOR_MODE_SCRIPT_CONFIG, initColorModeScript} from './src/utils/initColorMode';
import {DEMO_PREVIEW_MAX_LINES, STYLING_FILE_SUFFIX} from './src/constants/code';
import {MUI_X_EVALUATION_VARIABLE, MUI_X_INTL_PACKAGES, MUI_X_LICENSE_KEY_VARIABLE, MUI_X_MEASURED_PACKAGES, MUI_X_ON_SIGHT_PACKAGES, MUI_X_PAID_PACKAGES} from './src/constants/muiX';
import {BELOW_THE_FOLD_COMPONENT, LEAD_PARAGRAPH_CLASS} from './src/constants/dom';
import {ROUTE_SECTIONS} from './src/constants/navigation';
import {API_EXTRACTED_DIR, API_PACKAGES} from './src/data/apiPackages';
import {adsEnabledFromEnv, DEFAULT_AD_IDS} from './src/constants/ads';
import {languageRedirectScript} from './src/utils/languageRedirect';
import {urlRepairScript} from './src/utils/urlRepair';
import {EARLY_PRESS_SCRIPT_CONFIG, earlyPressScript} from './src/utils/earlyPresses';
import {REDIRECTED_LANGUAGES} from './src/constants/languages';
import {SITE_SETTINGS, TAG_LIBRARY_ORIGIN} from './src/constants/analytics';
import {measurementIdFor} from './src/utils/analytics/settings';
import {productionHostFromEnv} from './src/utils/serviceWorker';
import {oldPathsFor} from './src/utils/siteRedirects';
import {FONT_FACE_WEIGHTS, FONT_PACKAGE, PRELOADED_FONTS} from './src/constants/fonts';
import fontsPlugin, {type FontsPluginOptions} from './plugins/fonts/src';
import type {Options as ClientRedirectsOptions} from '@docusaurus/plugin-client-redirects';
import {assertNodeRunsDocusaurus, installedDocusaurus} from './scripts/installed-docusaurus';

// One line naming both versions, rather than a failure deep inside Docusaurus' modules.
assertNodeRunsDocusaurus();

// Production and staging deploys report to the production property; every other build to dev.
const gaMeasurementId = measurementIdFor(process.env[SITE_SETTINGS.deployEnvVariable]);
// MUI X paid-plan demos run only in a build given a licence key (or keyless with MUI_X_EVALUATION=1);
// otherwise they show code and a notice, and no paid package is bundled. Never commit a key.
const muiXLicenseKey = process.env[MUI_X_LICENSE_KEY_VARIABLE]?.trim() || undefined;
const muiXEvaluation = process.env[MUI_X_EVALUATION_VARIABLE] === '1';
// The only host the service worker registers on (the browser tests build with 127.0.0.1).
const productionHost = productionHostFromEnv(process.env[SITE_SETTINGS.productionHostVariable], SITE_SETTINGS.defaultProductionHost);

// `DOCS_PRODUCTS=material-ui npm start`: a writer's preview of one product (src/utils/previewProducts.ts),
// or with DOCS_PREVIEW_BUILD=1 a production build of it to look at.
const PREVIEW_BUILD = process.env[PREVIEW_BUILD_VARIABLE] === '1';
// To measure what a patch saves, a build can leave it out (bench/patch-savings.mjs).
const PATCHES_OFF = patchesOffFrom(process.env[PATCHES_OFF_VARIABLE]);
/** The plugin, unless the build leaves it out. */
const unlessOff = (patch: RemovablePatch, plugin: PluginConfig): PluginConfig[] => (PATCHES_OFF.has(patch) ? [] : [plugin]);
const SERVED_IDS = previewProducts({
  value: process.env[PREVIEW_VARIABLE], production: process.env.NODE_ENV === 'production', previewBuild: PREVIEW_BUILD,
  productIds: PRODUCT_LIST.map((p) => p.id),
});
const SERVED_PRODUCTS = PRODUCT_LIST.filter((p) => SERVED_IDS.includes(p.id));

const IN_GIT_WORK_TREE = isGitWorkTree(__dirname);

const REPOSITORY_URL = repositoryUrlFromEnv(process.env[REPOSITORY.urlVariable], REPOSITORY.url);

function docsInstance(product: (typeof PRODUCT_LIST)[number]): [typeof leanDocsPlugin, DocsOptions & LeanDocsOptions] {
  return [
    // The docs plugin itself, with the version data every page loads made leaner.
    leanDocsPlugin,
    {
      id: product.id,
      path: product.docsPath,
      routeBasePath: product.routeBasePath,
      sidebarPath: `./src/sidebars/${product.id}.ts`,
      // The current docs stay at /<product>/, labelled with the installed package's version;
      // snapshots made with `docs:version:<product>` build under /<product>/<version>/, labelled
      // like it (`v9.9.9`), from the versions file.
      lastVersion: 'current',
      versions: docsVersionsOption(currentVersionLabel(product) ?? 'Current', snapshotNames(__dirname, product.id)),
      breadcrumbs: true,
      // Each page ends with a link to its file in the repository (none on generated API pages)
      // and the date of the last commit that changed it, read from git.
      editUrl: (page) => editUrlFor(REPOSITORY_URL, REPOSITORY.branch, page),
      showLastUpdateTime: IN_GIT_WORK_TREE,
      // `{{"demo": "BasicButtons.tsx"}}` on a line: the demo of that name in the folder that
      // mirrors the page's path under src/demos/<product>/ (plugins/demos/README.md).
      remarkPlugins: [
        [
          remarkDemoLines,
          {
            demosDir: path.resolve(__dirname, 'src/demos'),
            productDemosFolder: product.id,
            docsDir: path.resolve(__dirname, product.docsPath),
            versionedDocsDir: path.resolve(__dirname, `${product.id}_versioned_docs`),
            demoComponent: '@site/src/components/Demo',
            demosImportPrefix: '@site/src/demos',
          } satisfies DemoLinesOptions,
        ],
        // After the demo lines, whose demos it counts: the content past the first screens goes in
        // one element, rendered after them on a client-side navigation (plugins/below-the-fold).
        [remarkBelowTheFold, {componentName: BELOW_THE_FOLD_COMPONENT} satisfies BelowTheFoldOptions],
      ],
      // The first paragraph is the page's lead, marked with this class; the ad slot goes in it.
      rehypePlugins: [[rehypeLeadParagraph, {className: LEAD_PARAGRAPH_CLASS} satisfies LeadParagraphOptions]],
      afterSnapshot: (name) => freezeSnapshotApiPages(__dirname, product, name),
      fullData: PATCHES_OFF.has('lean-docs'),
    } satisfies DocsOptions & LeanDocsOptions,
  ];
}

/**
 * `npm run analyze`: client source maps for a bundle analysis (source-map-explorer) of what each
 * chunk holds. Off in normal builds: the maps double the output and are never served. The
 * script clears the build cache first: modules cached by an earlier build carry no maps.
 */
const clientSourceMaps: PluginConfig = () => ({
  name: 'client-source-maps',
  configureWebpack: (_config, isServer) => (isServer ? {} : {devtool: 'source-map'}),
});

/** What plugin-pwa precaches for an installed app (Workbox injectManifest options). */
const PRECACHE = {
  // The precache (an installed app's offline copy) holds the hashed scripts and styles,
  // the fonts and images; pages are kept as they are read, network first, so a deploy is
  // never hidden. Data files (search index, icons) load on demand.
  // Pages' Markdown copies (`*.md`) are fetched on demand, like the pages themselves.
  globIgnores: ['**/*.html', '**/*.json', '**/*.xml', '**/*.txt', '**/*.md', '_headers', 'redirect.js', 'sw.js'],
  // Hashed files are cached under their own URL, so the worker's routes find them.
  dontCacheBustURLsMatching: /\/assets\/.*[.-][0-9a-f]{8,}\.[a-z0-9]+$/i,
  maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
} satisfies Omit<InjectManifestOptions, 'swSrc' | 'swDest' | 'globDirectory'>;

// Every token colour at 4.5:1 or more against the code background (src/utils/codeTheme.ts).
const CODE_THEMES = {
  light: readableCodeTheme(prismThemes.github, HIGHLIGHTED_LINE_OVERLAY.light),
  dark: readableCodeTheme(prismThemes.dracula, HIGHLIGHTED_LINE_OVERLAY.dark),
} satisfies CodeThemes;
const CODE_THEME = variablesTheme(CODE_THEMES);

const config: Config = {
  title: 'MUI Docs',
  tagline: 'Documentation for Material UI, Joy UI, MUI System and MUI X',
  // A 32×32 PNG in an ICO, drawn from img/favicon.svg (the installed app's icon). Chromium fetches
  // an SVG or PNG favicon again at every client-side navigation, and an SVG one is parsed as a
  // document of its own on the page's main thread then (about 25 ms at 4x CPU slowdown, between
  // the click and the new page); an ICO favicon is not fetched again.
  favicon: 'img/favicon.ico',
  url: SITE_URL,
  baseUrl: '/',
  // Canonical paths have no trailing slash (the root excepted).
  trailingSlash: false,

  ...(PREVIEW_BUILD ? {onBrokenLinks: 'warn', onBrokenAnchors: 'warn'} : {onBrokenLinks: 'throw', onBrokenAnchors: 'throw'}),
  onDuplicateRoutes: 'throw',
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
  },

  // Only English is shipped: no zh locale is built; /zh/ paths redirect to English
  // from an inline head script, before the 404 page that hosting serves for them renders.
  i18n: {defaultLocale: 'en', locales: ['en']},
  headTags: [
    {tagName: 'script', attributes: {}, innerHTML: languageRedirectScript(REDIRECTED_LANGUAGES)},
    // Before the client decodes the address: see src/utils/urlRepair.ts.
    {tagName: 'script', attributes: {}, innerHTML: urlRepairScript()},
    // A press on the chrome before the page has hydrated is kept for it: see src/utils/earlyPresses.ts.
    {tagName: 'script', attributes: {}, innerHTML: earlyPressScript(EARLY_PRESS_SCRIPT_CONFIG)},
    {tagName: 'link', attributes: {rel: 'preconnect', href: TAG_LIBRARY_ORIGIN}},
    // Code colours for each mode, in the head so that the first paint has them.
    {tagName: 'style', attributes: {'data-code-theme': 'true'}, innerHTML: codeThemeCss(CODE_THEMES)},
  ],

  future: {
    // Rspack + SWC: about 3x faster cold builds than webpack + Babel on this site.
    faster: {
      swcJsLoader: true,
      swcJsMinimizer: true,
      swcHtmlMinimizer: true,
      lightningCssMinimizer: true,
      mdxCrossCompilerCache: true,
      rspackBundler: true,
      ssgWorkerThreads: true,
      // Rspack's on-disk cache serves the dev server's restarts. A production build (CI and
      // deploys start from a clean clone) only pays for writing it: about 400 MB, which made
      // bundling a third slower and raised the build's peak memory by about 600 MB.
      rspackPersistentCache: process.env.NODE_ENV !== 'production',
      // Pages show their last update date: the git history is read once, eagerly, rather than
      // with one `git log` per file.
      gitEagerVcs: IN_GIT_WORK_TREE,
    },
    v4: {
      // Infima and theme CSS go into @layer docusaurus.*, so unlayered MUI (Emotion) and site
      // styles always win over them regardless of insertion order: the cascade is defined.
      useCssCascadeLayers: true,
      // Required by Faster's SSG worker threads; Docusaurus 4 always does it and refuses the flag.
      ...(installedDocusaurus().major < 4 && {removeLegacyPostBuildHeadAttribute: true}),
    },
  },

  presets: [
    [
      'classic',
      {
        docs: false,
        blog: false,
        theme: {customCss: './src/css/custom.css'},
        sitemap: {lastmod: null, changefreq: null, priority: null},
      } satisfies Preset.Options,
    ],
  ],

  // The plugins import nothing from src/: what they need of the site is passed in here.
  plugins: [
    // Writes the API pages into the docs folders while plugins are created, before any docs
    // instance loads its content.
    [
      apiPagesPlugin,
      {
        outDir: 'docs',
        packages: API_PACKAGES,
        cacheDir: API_EXTRACTED_DIR,
        docsFolders: SERVED_PRODUCTS.map((p) => ({path: p.docsPath, routeBasePath: p.routeBasePath})),
      } satisfies ApiPagesPluginOptions,
    ],
    ...SERVED_PRODUCTS.map(docsInstance),
    [
      muiThemeCssPlugin,
      {
        createTheme: () => createDocsTheme(),
        watch: ['src/utils/docsTheme.ts', 'src/constants/theme.ts', 'src/constants/palette.ts'],
      } satisfies MuiThemeCssPluginOptions,
    ],
    [
      colorModePlugin,
      {
        themeColors: THEME_COLORS,
        script: () => initColorModeScript(COLOR_MODE_SCRIPT_CONFIG, PREFERS_DARK_QUERY),
      } satisfies ColorModePluginOptions,
    ],
    [
      demosPlugin,
      {
        previewMaxLines: DEMO_PREVIEW_MAX_LINES,
        stylingFileSuffix: STYLING_FILE_SUFFIX,
        // Joy UI demos render in Joy UI's own theme provider, which follows the site's mode.
        previewWrappers: {'@mui/joy': path.resolve(__dirname, 'src/components/JoyScope/index.tsx')},
        // A demo importing one of these runs only with the key (see muiXLicenseKey above).
        paidPackages: MUI_X_PAID_PACKAGES,
        // A page with a demo of one loads Intl's formatting data off the main thread first.
        intlPackages: MUI_X_INTL_PACKAGES,
        // A demo of one is drawn in a browser at build time (scripts/after-build/demo-snapshots).
        measuredPackages: MUI_X_MEASURED_PACKAGES,
        // A demo of one goes live as it comes near the viewport (others: when reached for).
        onSightPackages: MUI_X_ON_SIGHT_PACKAGES,
        // The live preview (MUI's theme, Emotion) arrives with a page's demo code: a navigation's
        // first screen renders its demos at once.
        withLiveCode: [path.resolve(__dirname, 'src/components/Demo/live/LivePreview.tsx')],
        // A navigation shows a page's demos as its server HTML drew them, as a first visit does.
        serverDrawnDemos: path.resolve(__dirname, 'src/components/Demo/serverDrawnDemos.ts'),
        ...(muiXLicenseKey === undefined ? {evaluation: muiXEvaluation} : {licenseKey: muiXLicenseKey}),
      } satisfies DemosPluginOptions,
    ],
    [
      '@docusaurus/plugin-pwa',
      {
        // Registration is ours (src/clientModules/serviceWorker.ts): only on the production host,
        // with our update flow (skip waiting, one reload once the page has focus).
        swRegister: false,
        // Network-first pages and cache-first hashed assets, ahead of the plugin's own handler.
        swCustom: path.resolve(__dirname, 'src/serviceWorker/docsRoutes.mjs'),
        // Not used by our registration, which decides offline mode itself; kept valid.
        offlineModeActivationStrategies: ['standalone', 'appInstalled'],
        // The plugin sets the worker's source, destination and folder itself.
        injectManifestConfig: PRECACHE as InjectManifestOptions,
        pwaHead: [{tagName: 'link', rel: 'manifest', href: '/manifest.json'}],
      } satisfies PwaPluginOptions,
    ],
    [fontsPlugin, {package: FONT_PACKAGE, weights: FONT_FACE_WEIGHTS, preload: PRELOADED_FONTS} satisfies FontsPluginOptions],
    // The site search's indexes, written from the built pages after the build: one for the
    // current versions of every product, one per snapshot; internal pages left out.
    [
      searchIndexPlugin,
      {
        docsPluginIds: SERVED_PRODUCTS.filter((p) => !p.internal).map((p) => p.id),
        excludePaths: ['/experiments/'],
      } satisfies SearchIndexPluginOptions,
    ],
    // Every docs page also as Markdown at `<page>.md` (demos' TypeScript inline), and the
    // llms.txt indexes: the site's and each product's. Internal pages are optional reading.
    [
      pageMarkdownPlugin,
      {
        demosDir: path.resolve(__dirname, 'src/demos'),
        products: SERVED_PRODUCTS.map((p) => ({
          pluginId: p.id,
          name: p.name,
          description: p.description,
          demosFolder: p.id,
          docsDir: path.resolve(__dirname, p.docsPath),
          versionedDocsDir: path.resolve(__dirname, `${p.id}_versioned_docs`),
          optional: p.internal,
        })),
      } satisfies PageMarkdownPluginOptions,
    ],
    // Old addresses of Material UI pages (before the product prefixes) lead to the pages: a
    // static page per old address that forwards at once, so it works on any static host.
    ['@docusaurus/plugin-client-redirects', {createRedirects: oldPathsFor} satisfies ClientRedirectsOptions],
    // SVG data of every @mui/icons-material icon, one JSON file per theme, for the Material Icons page.
    [iconsDataPlugin, {assetDir: 'assets/icons-data'} satisfies IconsDataPluginOptions],
    // Lazily loaded files named by chunk id, so the bundler runtime carries no id-to-name map;
    // the ejected code-block components in a shared chunk like the theme's own, not in every page's.
    ...unlessOff('chunk-id-filenames', [
      chunkIdFilenamesPlugin,
      {
        sharedLikeDependencies: [
          path.resolve(__dirname, 'src/theme/CodeBlock'),
          // The live preview and MUI's scope come with every page's demo code: shared, not copied
          // into each page's chunk of it.
          path.resolve(__dirname, 'src/components/Demo/live'),
          path.resolve(__dirname, 'src/components/MuiScope'),
        ],
        // The demo component and what it brings (24 KB minified) were copied into each component
        // page's chunk: each navigation to one compiled them again.
        splitWhenShared: [path.resolve(__dirname, 'src')],
      } satisfies ChunkIdFilenamesOptions,
    ]),
    // The browser's route table split by product (a product's routes load with its first page),
    // and within a product by family of pages; link prefetching that fetches each route chunk
    // once per visit.
    // A page with demos has its HTML fetched as a navigation to it starts: the demos its server
    // HTML drew render with it (src/components/Demo/serverDrawnDemos.ts).
    [routeSplitPlugin, {sections: ROUTE_SECTIONS, htmlAheadPattern: DEMO_LINE_START} satisfies RouteSplitOptions],
    // Small edits to Docusaurus' and Emotion's browser code: the updates Docusaurus' effects make
    // right after hydration as transitions, rendered in slices; a demo's styles inserted in its
    // render slices rather than its commit; links that do not render again on every navigation.
    [
      clientCodeEditsPlugin,
      {skip: REWRITE_GROUP_NAMES.filter((group) => PATCHES_OFF.has(`client-code-edits/${group}`))} satisfies ClientCodeEditsOptions,
    ],
    // The server bundle (static rendering only) in one file: without it, each route's chunk
    // repeats every module it shares with other routes.
    ...unlessOff('single-server-bundle', singleServerBundlePlugin),
    // Code highlighted by a Prism with the docs' languages only, not prism-react-renderer's
    // forty languages and twenty themes on every page.
    leanPrismPlugin,
    // The browser bundle's modules are evaluated in a few tasks, not one.
    ...unlessOff('stepwise-app-start', stepwiseAppStartPlugin),
    // The browser's copy of this config without the fields only the build reads (plugin options,
    // head tags).
    ...unlessOff('browser-config-trim', browserConfigTrimPlugin),
    ...(process.env.DOCS_SOURCE_MAPS === '1' ? [clientSourceMaps] : []),
  ],

  themeConfig: {
    colorMode: {
      defaultMode: 'light',
      // Our own toggle drives MUI's mode; Docusaurus only follows (see plugins/color-mode).
      disableSwitch: true,
      respectPrefersColorScheme: true,
    },
    docs: {sidebar: {hideable: true, autoCollapseCategories: false}},
    navbar: {
      title: 'MUI Docs',
      // Sized, so the navbar does not shift when the image arrives.
      logo: {alt: 'MUI Docs home', src: 'img/logo.svg', width: 32, height: 32},
      items: [
        {type: 'custom-productIdentity', position: 'left'},
        {type: 'custom-versionSwitcher', position: 'left'},
        {type: 'custom-defaultNavigation', position: 'left'},
        {type: 'custom-search', position: 'right'},
        {href: 'https://github.com/mui/material-ui', label: 'GitHub', position: 'right'},
        {type: 'custom-settings', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Products',
          items: PRODUCT_LIST.filter((p) => !p.internal).map((p) => ({label: p.name, to: p.startPath})),
        },
        {
          title: 'Community',
          items: [
            {label: 'GitHub', href: 'https://github.com/mui'},
            {label: 'Stack Overflow', href: 'https://stackoverflow.com/questions/tagged/material-ui'},
          ],
        },
      ],
      copyright: `Documentation site for the MUI libraries. Content licensed under MIT.`,
    },
    // One theme of CSS variables for both modes; the `data-code-theme` style in the head gives
    // them each mode's colours (plugins/lean-prism/src/cssVariables.ts).
    prism: {theme: CODE_THEME, darkTheme: CODE_THEME},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
  } satisfies Preset.ThemeConfig,

  // Analytics is our own client module rather than plugin-google-gtag, which double-counts page
  // views (facebook/docusaurus#10568). The service worker is plugin-pwa's, registered by our own
  // module (production host only; see src/clientModules/serviceWorker.ts). A navigation to a page
  // with demos reads their server HTML on a worker (src/clientModules/drawnDemosAhead.ts).
  clientModules: [
    './src/clientModules/codeCopyShortcut.ts',
    './src/clientModules/analytics.ts',
    './src/clientModules/serviceWorker.ts',
    './src/clientModules/drawnDemosAhead.ts',
  ],

  customFields: {
    [SITE_SETTINGS.measurementIdField]: gaMeasurementId,
    [SITE_SETTINGS.productionHostField]: productionHost,
    // Ads: on in production builds unless DOCS_ADS=off; the dev server shows them only with
    // DOCS_ADS=on.
    ads: {enabled: adsEnabledFromEnv(process.env, process.env.NODE_ENV), ...DEFAULT_AD_IDS},
  },
};

export default config;
