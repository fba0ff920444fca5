/**
 * Docusaurus plugin: live demos. Registers the `?demo` loader (sources and generated JavaScript
 * of a demo, see src/transform.ts) and Tailwind CSS for the demos' Tailwind variants.
 *
 * The site passes its demo conventions in (preview length, styling file suffixes), so the plugin
 * reads nothing from the site's sources.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import tailwindPostcss from '@tailwindcss/postcss';
import {INSTALLED_VERSIONS_FILE, dependencyNames, installedVersions} from './installedVersions';
import {PAID_PLANS, isValidLicenseKey, parsePaidPackages, type PaidPackages} from './paidPlans';
import {isLiveDemoChunk} from './liveChunks';

export {PAID_PLANS, type PaidPackages, type PaidPlan} from './paidPlans';

const PLUGIN_NAME = 'demos';

/** Also the options of loader.cjs, which the plugin passes on as they are. */
export interface DemosPluginOptions {
  /** A collapsed demo shows its JSX as a preview when it is at most this many lines. */
  readonly previewMaxLines: number;
  /**
   * File-name suffix of each styling variant of a demo, by styling name, in the order the demo
   * lists them: `{'MUI System': '', Tailwind: '.tailwind'}` reads `Demo.tsx` and `Demo.tailwind.tsx`.
   */
  readonly stylingFileSuffix: Readonly<Record<string, string>>;
  /**
   * Providers a demo's preview is rendered in, by the package that calls for them: a demo whose
   * source imports `@mui/joy` (or `@mui/joy/...`) with `{'@mui/joy': '/abs/JoyScope.tsx'}` is
   * rendered inside that module's default export (`({children}) => ReactNode`). The wrapper is
   * imported by that demo's module only, so pages without such demos never load it. Optional.
   */
  readonly previewWrappers?: Readonly<Record<string, string>>;
  /**
   * The paid-plan packages, by name, with each one's plan and product name
   * (`{'@mui/x-data-grid-pro': {plan: 'pro', product: 'Data Grid Pro'}}`). A demo whose source
   * imports one (or a subpath of one) is paid: it runs only when `licenseKey` is given, and
   * otherwise its module carries its sources and plan and imports nothing. Required, so a site
   * cannot drop it and bundle paid code unnoticed; `{}` for none.
   */
  readonly paidPackages: PaidPackages;
  /**
   * Packages whose components format numbers, dates or text with the browser's `Intl` when they
   * first render (the Data Grid's number cells, a chart's axis labels). A demo that imports one
   * (or a subpath of one), or whose own source calls `Intl`, `toLocale...String` or
   * `localeCompare`, exports `formatsWithIntl: true`; the page then loads the locale's formatting
   * data on another thread before the demo goes live (see src/utils/intlWarmup.ts). Optional.
   */
  readonly intlPackages?: readonly string[];
  /**
   * Packages whose components draw only after measuring their box in the browser, so their
   * server HTML is an empty box (the Data Grid). A demo that imports one (or a subpath of one)
   * exports `measuresInBrowser: true`; the site then has the build draw it in a browser (see
   * scripts/after-build/demo-snapshots). Optional.
   */
  readonly measuredPackages?: readonly string[];
  /**
   * Packages whose components look right only once they have run in the browser (a chart sizes
   * itself to its box). In the browser bundle a demo's running code loads on demand, and the
   * demo goes live when the reader reaches for it; a demo that imports one of these (or whose
   * own code has effects, timers, media queries, the time: see `goesLiveOnSight`) exports
   * `goesLiveOnSight: true` and goes live as it comes near the viewport instead. Optional.
   */
  readonly onSightPackages?: readonly string[];
  /**
   * Modules (absolute paths) that every demo's running code imports for their side effects, so
   * that they arrive with it: the site's live preview, which registers itself when it runs.
   * Optional.
   */
  readonly withLiveCode?: readonly string[];
  /**
   * A module (absolute path) whose default export, `(pathname: string) => Promise<boolean>`,
   * makes the demos a page's server HTML drew ready for a client-side navigation to the page,
   * resolving whether it had any. A page's demo modules, evaluated by a navigation, hand it to
   * the route-split plugin's preload, which waits for it before rendering the page; when it
   * resolves false, they load their running code instead (as they do without this option), so
   * the first screen's demos render with the page either way. Optional.
   */
  readonly serverDrawnDemos?: string;
  /**
   * The MUI X licence key paid demos register before they render; absent, they do not run. The
   * site reads it from the environment (the plugin reads nothing itself). It ends up in the
   * JavaScript of the pages with paid demos, as every MUI X key does in an app.
   */
  readonly licenseKey?: string;
  /**
   * Without a key, run paid demos anyway instead of showing their notice: MUI X then draws its
   * watermark and logs that the key is missing, as in a project on MUI's free trial. For builds
   * that test paid features in a browser; never for a site readers use. Optional, default false.
   */
  readonly evaluation?: boolean;
}

function describe(value: unknown): string {
  return value === undefined ? 'nothing' : JSON.stringify(value);
}

/** An optional option listing package names; missing, none. */
function packageList(record: Readonly<Record<string, unknown>>, option: 'intlPackages' | 'measuredPackages' | 'onSightPackages'): string[] {
  const value = record[option] ?? [];
  if (!Array.isArray(value) || !value.every((name): name is string => typeof name === 'string' && name !== '')) {
    throw new Error(`${PLUGIN_NAME} plugin: option "${option}" must be a list of package names (e.g. ["@mui/x-data-grid"]), got ${describe(record[option])}.`);
  }
  return [...value];
}

function validateOptions(options: unknown): DemosPluginOptions {
  const record: Record<string, unknown> = typeof options === 'object' && options !== null ? {...options} : {};
  const {previewMaxLines, stylingFileSuffix} = record;
  if (typeof previewMaxLines !== 'number' || !Number.isInteger(previewMaxLines) || previewMaxLines < 1) {
    throw new Error(`${PLUGIN_NAME} plugin: option "previewMaxLines" must be a positive whole number, got ${describe(previewMaxLines)}.`);
  }
  const suffixes: Record<string, unknown> = typeof stylingFileSuffix === 'object' && stylingFileSuffix !== null ? {...stylingFileSuffix} : {};
  const entries = Object.entries(suffixes);
  if (entries.length === 0 || !entries.every((entry): entry is [string, string] => typeof entry[1] === 'string')) {
    throw new Error(
      `${PLUGIN_NAME} plugin: option "stylingFileSuffix" must map each styling name to a file-name suffix (e.g. {"MUI System": ""}), ` +
        `got ${describe(stylingFileSuffix)}.`,
    );
  }
  const {previewWrappers} = record;
  const wrappers: Record<string, unknown> = typeof previewWrappers === 'object' && previewWrappers !== null ? {...previewWrappers} : {};
  const wrapperEntries = Object.entries(wrappers);
  if (
    (previewWrappers !== undefined && (typeof previewWrappers !== 'object' || previewWrappers === null)) ||
    !wrapperEntries.every((entry): entry is [string, string] => typeof entry[1] === 'string' && path.isAbsolute(entry[1]))
  ) {
    throw new Error(
      `${PLUGIN_NAME} plugin: option "previewWrappers" must map a package name to the absolute path of a wrapper module ` +
        `(e.g. {"@mui/joy": "/site/src/components/JoyScope/index.tsx"}), got ${describe(previewWrappers)}.`,
    );
  }
  const paidPackages = parsePaidPackages(record.paidPackages);
  if (paidPackages === null) {
    throw new Error(
      `${PLUGIN_NAME} plugin: option "paidPackages" must map each package name to its plan (${PAID_PLANS.join(' or ')}) ` +
        `and product name (e.g. {"@mui/x-data-grid-pro": {"plan": "pro", "product": "Data Grid Pro"}}), got ${describe(record.paidPackages)}.`,
    );
  }
  const intlPackages = packageList(record, 'intlPackages');
  const measuredPackages = packageList(record, 'measuredPackages');
  const onSightPackages = packageList(record, 'onSightPackages');
  const withLiveCode = record.withLiveCode ?? [];
  if (!Array.isArray(withLiveCode) || !withLiveCode.every((module): module is string => typeof module === 'string' && path.isAbsolute(module))) {
    throw new Error(`${PLUGIN_NAME} plugin: option "withLiveCode" must be a list of absolute module paths, got ${describe(record.withLiveCode)}.`);
  }
  const {serverDrawnDemos} = record;
  if (serverDrawnDemos !== undefined && (typeof serverDrawnDemos !== 'string' || !path.isAbsolute(serverDrawnDemos))) {
    throw new Error(`${PLUGIN_NAME} plugin: option "serverDrawnDemos" must be left out or be an absolute module path, got ${describe(serverDrawnDemos)}.`);
  }
  const {licenseKey} = record;
  if (!isValidLicenseKey(licenseKey)) {
    // The key itself is never echoed: build logs are often public.
    throw new Error(`${PLUGIN_NAME} plugin: option "licenseKey" must be left out or be a key without spaces or line breaks.`);
  }
  const {evaluation} = record;
  if (evaluation !== undefined && typeof evaluation !== 'boolean') {
    throw new Error(`${PLUGIN_NAME} plugin: option "evaluation" must be left out or be true or false, got ${describe(evaluation)}.`);
  }
  return {
    previewMaxLines,
    stylingFileSuffix: Object.fromEntries(entries),
    previewWrappers: Object.fromEntries(wrapperEntries),
    paidPackages,
    intlPackages,
    measuredPackages,
    onSightPackages,
    withLiveCode,
    ...(serverDrawnDemos === undefined ? {} : {serverDrawnDemos}),
    ...(licenseKey === undefined ? {} : {licenseKey}),
    ...(evaluation === true ? {evaluation} : {}),
  };
}

export default function demosPlugin(context: LoadContext, options: unknown): Plugin {
  const loaderOptions = validateOptions(options);
  return {
    name: PLUGIN_NAME,
    // The installed versions of the site's packages, for the demos' sandbox projects: a JSON
    // module only the code that opens a sandbox imports (on demand), never a page's first load.
    async contentLoaded({actions}) {
      const read = (file: string): string | null => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null);
      const names = dependencyNames(fs.readFileSync(path.join(context.siteDir, 'package.json'), 'utf8'));
      const versions = installedVersions(names, (name) => read(path.join(context.siteDir, 'node_modules', name, 'package.json')));
      await actions.createData(INSTALLED_VERSIONS_FILE, JSON.stringify(versions));
    },
    configureWebpack(config, isServer) {
      return {
        // Docusaurus puts a module used by as many chunks as half the site's pages in one
        // `common` chunk that every page loads. The chunks of the demos' running code (one per
        // page with demos, loaded when a demo goes live) would count towards that: MUI's core
        // and Emotion, which every demo uses, went to every page's first load (28 KiB gzip). They
        // are left out of the count; their shared modules are split as other dependencies are.
        ...(isServer || config.mode !== 'production'
          ? {}
          : {optimization: {splitChunks: {cacheGroups: {common: {chunks: (chunk: {readonly name?: string | null}) => !isLiveDemoChunk(chunk.name)}}}}}),
        module: {
          rules: [
            {
              test: /\.tsx$/,
              resourceQuery: /demo/,
              // Runs before the site's TypeScript loader, which then compiles its output.
              enforce: 'pre',
              // The server renders every demo that can be; the browser loads a demo's running code
              // when it goes live (see `demoModuleCode`).
              use: [{loader: path.join(__dirname, '..', 'loader.cjs'), options: {...loaderOptions, deferRunningCode: !isServer}}],
            },
          ],
        },
      };
    },
    configurePostCss(postCssOptions) {
      postCssOptions.plugins.push(tailwindPostcss());
      return postCssOptions;
    },
  };
}
