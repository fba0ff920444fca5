/**
 * The docs plugin (`@docusaurus/plugin-content-docs`) with leaner client data. Each docs page
 * loads its version's data whole: the sidebar, and a map of every doc in the version with its
 * title and description. Docusaurus reads descriptions only to fill doc cards (DocCard), which
 * this site does not render; they were half of that data's gzip size (8 of 15.5 KiB for Material
 * UI), paid on every page and growing with each page written. They are emptied here, and the
 * `unlisted: false` Docusaurus writes on every sidebar item is left out (only a true value is
 * read).
 *
 * Everything else is the docs plugin's own: options, validation, routes, global data, the
 * `docs:version` command.
 */
import docsPlugin, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {LoadedContent, Options, PropSidebarItem, PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';

type PropVersionDocs = PropVersionMetadata['docs'];
type Validate = Parameters<typeof validateOptions>[0]['validate'];

function leanSidebarItems(items: readonly PropSidebarItem[]): PropSidebarItem[] {
  return items.map((item) => {
    const lean = item.type === 'category' ? {...item, items: leanSidebarItems(item.items)} : {...item};
    if ('unlisted' in lean && lean.unlisted === false) {
      delete lean.unlisted;
    }
    return lean;
  });
}

/** Descriptions emptied: the type keeps the field, and an empty string costs a few bytes. */
function leanDocs(docs: PropVersionDocs): PropVersionDocs {
  return Object.fromEntries(Object.entries(docs).map(([id, doc]) => [id, {...doc, description: ''}]));
}

function isVersionMetadata(value: unknown): value is PropVersionMetadata {
  return typeof value === 'object' && value !== null && 'docsSidebars' in value && 'docs' in value;
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
          docs: leanDocs(version.docs),
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
  const validated = validateOptions({validate: normalizePluginOptions as Validate, options: options as Options});
  const plugin = await docsPlugin(context, validated);
  const {contentLoaded} = plugin;
  const lean: Plugin<LoadedContent> = contentLoaded
    ? {
        ...plugin,
        contentLoaded: (args) =>
          contentLoaded({...args, actions: {...args.actions, addRoute: (route) => args.actions.addRoute(leanRoute(route))}}),
      }
    : plugin;
  // A plugin module's type in the site config takes content of any type; this one's is the docs
  // plugin's, which Docusaurus hands back to it unchanged.
  return lean as unknown as Plugin;
}
