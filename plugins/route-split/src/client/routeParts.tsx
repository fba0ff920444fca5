/**
 * The browser side of the split route table (see ../split.ts): route components built from their
 * chunk names and registry entries, and the parts (a product's nested routes) loaded on demand.
 * The generated routes modules call `createRoute` and `lazyRoutes`; preload and prefetch call
 * `loadRoutesFor` and `pendingPartOf`.
 */
import React, {memo, type ComponentType, type ReactNode} from 'react';
import Loadable from 'react-loadable';
import {matchPath} from 'react-router';
import type {RouteConfig} from 'react-router-config';
import Loading from '@theme/Loading';
import flat from '@docusaurus/core/lib/client/flat';
import {RouteContextProvider} from '@docusaurus/core/lib/client/routeContext';
import type {ChunkNames, PluginRouteContext, RouteContext} from '@docusaurus/types';
import {sameRouteProps} from './routeProps';

type Loaded = Readonly<Record<string, unknown>> & {readonly default?: unknown};
/** A registry entry as written into the generated modules: the module's import and weak id. */
type Entry = readonly [() => Promise<Loaded>, string | number];
type Registry = Readonly<Record<string, Entry>>;

interface RouteModules {
  /** The module loaders of the route component: what prefetching a route fetches ahead. */
  readonly loaders: readonly (() => Promise<unknown>)[];
  /** The ids of the modules they import. */
  readonly moduleIds: readonly (string | number)[];
}

const modulesOfComponent = new WeakMap<object, RouteModules>();

const NO_MODULES: RouteModules = {loaders: [], moduleIds: []};

/** What the plugin recorded for a route component: its loaders and their modules (none for a component it did not make). */
export function routeModules(component: unknown): RouteModules {
  return (typeof component === 'function' && modulesOfComponent.get(component)) || NO_MODULES;
}

/** A route component as the router and Docusaurus' preload use it. */
type RouteComponent = ComponentType<object> & {readonly preload: () => unknown};

/**
 * The route component, rendered again only when its props say something new (see
 * ./routeProps.ts), with the loadable's `preload` that Docusaurus calls before rendering a route.
 */
function skippingSameRender(loadable: RouteComponent): RouteComponent {
  const SameRender = memo(loadable, sameRouteProps);
  function RouteComponent(props: object): ReactNode {
    return <SameRender {...props} />;
  }
  return Object.assign(RouteComponent, {preload: () => loadable.preload()});
}

/** The route context of pages no plugin owns (the 404 page), as Docusaurus gives it. */
const NATIVE_CONTEXT = {plugin: {name: 'native', id: 'default'}};

function notFoundRoute(): ComponentType {
  return Loadable({
    loading: Loading,
    loader: () => import('@theme/NotFound'),
    render(loaded: {readonly default: ComponentType}, props: object) {
      const NotFound = loaded.default;
      return (
        <RouteContextProvider value={NATIVE_CONTEXT}>
          <NotFound {...props} />
        </RouteContextProvider>
      );
    },
  });
}

/** Puts each loaded module where its chunk name was in the route's chunk-name tree. */
function propsFrom(tree: ChunkNames, loaded: Readonly<Record<string, Loaded>>, path: string): Record<string, unknown> {
  const props = JSON.parse(JSON.stringify(tree)) as Record<string, unknown>;
  for (const [keyPath, module] of Object.entries(loaded)) {
    const value = module.default;
    if (value === undefined || value === null) {
      throw new Error(`The page component at ${path} doesn't have a default export.`);
    }
    // As Docusaurus: a module's named exports travel on its default export (a JSON module has none).
    if (typeof value === 'object' || typeof value === 'function') {
      for (const name of Object.keys(module).filter((key) => key !== 'default')) {
        (value as Record<string, unknown>)[name] = module[name];
      }
    }
    const keys = keyPath.split('.');
    const last = keys.pop() ?? keyPath;
    let target: Record<string, unknown> = props;
    for (const key of keys) {
      target = target[key] as Record<string, unknown>;
    }
    target[last] = value;
  }
  return props;
}

/**
 * A route's component, as Docusaurus' `ComponentCreator` builds it, from the route's chunk-name
 * tree and the registry entries the generated module carries (not a site-wide registry).
 */
export function createRoute(path: string, tree?: ChunkNames, registry?: Registry): ComponentType {
  if (tree === undefined || registry === undefined) {
    return notFoundRoute();
  }
  const loader: Record<string, () => Promise<Loaded>> = {};
  const weakIds: (string | number)[] = [];
  for (const [keyPath, chunkName] of Object.entries(flat(tree) as Record<string, string>)) {
    const entry = registry[chunkName];
    if (entry) {
      loader[keyPath] = entry[0];
      weakIds.push(entry[1]);
    }
  }
  const loadable = Loadable.Map({
    loading: Loading,
    loader,
    webpack: () => weakIds,
    render(loaded: Readonly<Record<string, Loaded>>, props: object) {
      const {__comp: Component, __context: context, __props: routeProps, ...modules} = propsFrom(tree, loaded, path) as {
        readonly __comp: ComponentType<object>;
        readonly __context?: PluginRouteContext | RouteContext;
        readonly __props?: object;
      } & Record<string, unknown>;
      return (
        <RouteContextProvider value={context ?? null}>
          <Component {...modules} {...routeProps} {...props} />
        </RouteContextProvider>
      );
    },
  });
  const component = skippingSameRender(loadable);
  modulesOfComponent.set(component, {loaders: Object.values(loader), moduleIds: weakIds});
  return component;
}

/**
 * A page's route: its component at its own path, and its other fields (`exact`, `sidebar`), so
 * that the generated module writes the path once (a route table holds hundreds of pages).
 *
 * The component is created when it is first read: matching reads only the paths, and the router
 * renders the matched route's component only. Created with the part, the product's components
 * (258 for Material UI) took about 20 ms at 4x CPU slowdown of the task that loads the part,
 * before every first page's hydration, and that grows with each page written.
 */
export function pageRoute(path: string, tree: ChunkNames, registry: Registry, fields: Readonly<Record<string, unknown>>): RouteConfig {
  let component: ComponentType | undefined;
  return {
    path,
    get component(): ComponentType {
      component ??= createRoute(path, tree, registry);
      return component;
    },
    ...fields,
  };
}

interface Part {
  readonly path: string;
  /**
   * The array the part's routes are added to, in place, when it loads (react-router-config holds
   * it): a top-level route's `routes`, or for a section the list its pages belong to.
   */
  readonly routes: RouteConfig[];
  readonly load: () => Promise<{readonly default: readonly RouteConfig[]}>;
  loading?: Promise<void>;
}

const parts: Part[] = [];

/** The nested routes of the top-level route at `path`: empty until the part is loaded. */
export function lazyRoutes(path: string, load: Part['load']): RouteConfig[] {
  const routes: RouteConfig[] = [];
  parts.push({path, routes, load});
  return routes;
}

/**
 * A list of routes some of whose pages are in sections of their own (see ../split.ts): each
 * section's pages are added to this same list when it loads, so the docs layout, which looks
 * the current page up in this list, finds them there as if they had always been.
 */
export function sectionedRoutes(routes: RouteConfig[], sections: readonly (readonly [string, Part['load']])[]): RouteConfig[] {
  for (const [path, load] of sections) {
    parts.push({path, routes, load});
  }
  return routes;
}

function partsOf(pathname: string): Part[] {
  return parts.filter((part) => matchPath(pathname, {path: part.path}) !== null);
}

function loadPart(part: Part): Promise<void> {
  part.loading ??= part.load().then(
    (module) => {
      part.routes.push(...module.default);
    },
    (error: unknown) => {
      // A failed download (offline) is tried again at the next navigation.
      part.loading = undefined;
      throw error;
    },
  );
  return part.loading;
}

/**
 * Loads the parts whose routes may match `pathname` (at most one per top-level route), then the
 * sections that loading them made known and `pathname` falls in.
 */
export async function loadRoutesFor(pathname: string): Promise<void> {
  const loaded = new Set<Part>();
  for (let pending = partsOf(pathname); pending.length > 0; pending = partsOf(pathname).filter((part) => !loaded.has(part))) {
    await Promise.all(pending.map(loadPart));
    pending.forEach((part) => loaded.add(part));
  }
}

/** The loader of a part `pathname` needs that is not loaded yet. */
export function pendingPartOf(pathname: string): (() => Promise<unknown>) | undefined {
  return partsOf(pathname).find((part) => part.loading === undefined)?.load;
}
