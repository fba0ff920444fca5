/**
 * The docs plugin (`@docusaurus/plugin-content-docs`) with leaner client data. Each docs page
 * loads its version's data whole: the sidebar, and a map of every doc in the version with its
 * title and description. Docusaurus reads that map only through `useDocById`, which only doc
 * cards (DocCard, on generated category index pages) call; this site renders none. The map was
 * more than half of that data's gzip size (Material UI: 3.7 of 7.5 KiB after its descriptions
 * had been emptied), paid on every page and growing with each page written. It is sent empty,
 * and the `unlisted: false` Docusaurus writes on every sidebar item is left out (only a true
 * value is read). A sidebar link's `docId` is read only as a flag (breadcrumbs ask whether a link
 * is a doc) and by doc cards: the ids, a fifth of the sidebar's gzip size (0.9 of 4.8 KiB on
 * Material UI pages), are replaced by one letter. A page that renders doc cards fails to build ("no version doc found by id=…"), which
 * says to stop emptying the map (`leanRoute`).
 *
 * The plugin's global data, which `main.js` carries to every page of the site, lists every doc of
 * every version (id, path, sidebar). The browser reads those lists only to find the page being
 * read in another version (a version switcher, the banner of an older version) and a version's
 * main doc. With one version there is no other version to look in, so only the main doc is kept:
 * the data then no longer grows with each page written (Material UI alone was 2.5 KiB gzip on
 * every page). With snapshots the lists are kept whole.
 *
 * Everything else is the docs plugin's own: options, validation, routes, global data, the
 * `docs:version` command (which this plugin's `afterSnapshot` option can follow with a step).
 */
import docsPlugin, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {LoadedContent, Options, PropSidebarItem, PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import type {GlobalPluginData} from '@docusaurus/plugin-content-docs/client';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import {cliWithStepAfterCommands, type AfterSnapshot} from './snapshotCommand';

/**
 * This plugin's own option, taken out before the docs plugin validates the rest. A type alias,
 * not an interface, so that the config's plugin options (an index signature) accept it.
 */
export type LeanDocsOptions = {
  /** Run after `docs:version:<id> <name>` has written the snapshot `<id>_versioned_docs/version-<name>/`. */
  readonly afterSnapshot?: AfterSnapshot;
  /** Sends the docs plugin's data as it is, to measure what the leaner data saves (bench/patch-savings.mjs). */
  readonly fullData?: boolean;
};

type Validate = Parameters<typeof validateOptions>[0]['validate'];

/** What a sidebar link's `docId` becomes. The browser reads a non-empty string as "this link is a doc". */
export const SIDEBAR_DOC_MARK = 'd';

function leanSidebarItems(items: readonly PropSidebarItem[]): PropSidebarItem[] {
  return items.map((item) => {
    const lean = item.type === 'category' ? {...item, items: leanSidebarItems(item.items)} : {...item};
    if ('unlisted' in lean && lean.unlisted === false) {
      delete lean.unlisted;
    }
    if (lean.type === 'link' && lean.docId) {
      lean.docId = SIDEBAR_DOC_MARK;
    }
    return lean;
  });
}

function isGlobalPluginData(value: unknown): value is GlobalPluginData {
  return typeof value === 'object' && value !== null && 'versions' in value && Array.isArray(value.versions);
}

function isVersionMetadata(value: unknown): value is PropVersionMetadata {
  return typeof value === 'object' && value !== null && 'docsSidebars' in value && 'docs' in value;
}

/**
 * Global data with each version's doc list cut to its main doc when the plugin has one version
 * (see the top of this file); with several versions it is returned as it is.
 */
export function leanGlobalData(data: GlobalPluginData): GlobalPluginData {
  if (data.versions.length > 1) {
    return data;
  }
  return {
    ...data,
    versions: data.versions.map((version) => ({...version, docs: version.docs.filter((doc) => doc.id === version.mainDocId)})),
  };
}

/** A route tree with every version's data made lean; other routes and props as they were. */
export function leanRoute(route: RouteConfig): RouteConfig {
  const version = route.props?.version;
  return {
    ...route,
    ...(isVersionMetadata(version) && {
      props: {
        ...route.props,
        version: {
          ...version,
          docs: {},
          docsSidebars: Object.fromEntries(
            Object.entries(version.docsSidebars).map(([name, items]) => [name, leanSidebarItems(items)]),
          ),
        } satisfies PropVersionMetadata,
      },
    }),
    ...(route.routes && {routes: route.routes.map(leanRoute)}),
  };
}

/**
 * Takes the docs plugin's options as written in the config. The docs plugin's own schema
 * validates them and fills in its defaults, as Docusaurus does for the docs plugin; a wrong
 * option fails the build with that schema's message.
 */
export default async function leanDocsPlugin(context: LoadContext, options: unknown): Promise<Plugin> {
  // Casts: `options` has the shape the schema checks at run time, here; Docusaurus' generic
  // validator is the one it passes the docs plugin itself, which the docs plugin's declarations
  // type more narrowly (their `numberPrefixParser` differs between input and output).
  const {afterSnapshot, fullData = false, ...docsOptions} = options as Options & LeanDocsOptions;
  const validated = validateOptions({validate: normalizePluginOptions as Validate, options: docsOptions});
  const docs = await docsPlugin(context, validated);
  const {extendCli} = docs;
  const plugin: Plugin<LoadedContent> =
    extendCli && afterSnapshot ? {...docs, extendCli: (cli) => extendCli(cliWithStepAfterCommands(cli, afterSnapshot))} : docs;
  const {contentLoaded} = plugin;
  const lean: Plugin<LoadedContent> =
    contentLoaded && !fullData
    ? {
        ...plugin,
        contentLoaded: (args) =>
          contentLoaded({
            ...args,
            actions: {
              ...args.actions,
              addRoute: (route) => args.actions.addRoute(leanRoute(route)),
              // The docs plugin writes its global data as `GlobalPluginData`; anything else passes as it is.
              setGlobalData: (data) => args.actions.setGlobalData(isGlobalPluginData(data) ? leanGlobalData(data) : data),
            },
          }),
      }
    : plugin;
  // A plugin module's type in the site config takes content of any type; this one's is the docs
  // plugin's, which Docusaurus hands back to it unchanged.
  return lean as unknown as Plugin;
}
