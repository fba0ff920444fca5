/**
 * In place of `@docusaurus/core/lib/client/preload.js` in the browser bundle (see ../index.ts):
 * loads the route components a pathname matches before the page renders, as Docusaurus does,
 * after loading the part of the route table the pathname falls in (see routeParts.tsx).
 * Docusaurus calls it before hydrating the first page and before each client-side navigation.
 */
import type {ComponentType} from 'react';
import {matchRoutes} from 'react-router-config';
import routes from '@generated/routes';
import {startHtmlAhead, takeHtmlAhead} from './htmlAhead';
import {loadRoutesFor, pendingPartOf, routeModules} from './routeParts';
import {evaluateModulesOf, nextTask} from './runtime';

type Preloadable = ComponentType & {readonly preload?: () => Promise<unknown>};

/**
 * Where a module evaluated for a page can put work the page's render must wait for: an object
 * at this global key whose `push(work)` adds to it. The work is a promise, or a function the
 * preload calls with the pathname it is loading once the page's modules have evaluated (a
 * module does not know the page it is evaluated for), and a function that hands over, once,
 * the page's HTML if its fetch started with the navigation (or the site's reading of it: see
 * ./htmlAhead.ts). The demos plugin's modules put there the fetching of their page's
 * server-drawn demos when a client-side navigation evaluates them (also when a hovered link
 * preloads the page ahead of the click), so that the first screen's demos render with the page.
 * A page's render waits for every such promise still pending, at most BEFORE_RENDER_MAX_MS (a
 * failed or stuck download does not hold the navigation).
 */
export const BEFORE_RENDER_KEY = Symbol.for('route-split.beforeRender');
const BEFORE_RENDER_MAX_MS = 3000;

type TakeHtml = () => Promise<unknown> | undefined;
type WorkBeforeRender = Promise<unknown> | ((pathname: string, takeHtml: TakeHtml) => Promise<unknown>);

const beforeRender = new Set<Promise<unknown>>();
let forPathname: ((pathname: string, takeHtml: TakeHtml) => Promise<unknown>)[] = [];

function waitFor(work: Promise<unknown>): void {
  const settled = work.then(
    () => undefined,
    () => undefined,
  );
  beforeRender.add(settled);
  void settled.then(() => beforeRender.delete(settled));
}

(globalThis as typeof globalThis & {[BEFORE_RENDER_KEY]?: {readonly push: (work: WorkBeforeRender) => void}})[BEFORE_RENDER_KEY] = {
  push(work) {
    if (typeof work === 'function') {
      forPathname.push(work);
    } else {
      waitFor(work);
    }
  },
};

async function workBeforeRender(pathname: string): Promise<void> {
  const calls = forPathname;
  forPathname = [];
  const takeHtml = (): Promise<unknown> | undefined => takeHtmlAhead(pathname);
  for (const call of calls) {
    // A throwing function is the module's failure, not the navigation's.
    waitFor(Promise.resolve().then(() => call(pathname, takeHtml)));
  }
  if (beforeRender.size === 0) {
    return;
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([Promise.all(beforeRender), new Promise((resolve) => (timer = setTimeout(resolve, BEFORE_RENDER_MAX_MS)))]);
  clearTimeout(timer);
}

export default async function preload(pathname: string): Promise<unknown[]> {
  const pathnames = [...new Set([pathname, decodeURI(pathname)])];
  const partsToLoad = pathnames.some((path) => pendingPartOf(path) !== undefined);
  await Promise.all(pathnames.map(loadRoutesFor));
  // A part's modules are evaluated in the task its file arrives in. Matching then compiles the
  // route paths before the page's, and loading the route components appends a script per chunk:
  // in the same task, that was 110-180 ms at 4x CPU slowdown before every first page.
  if (partsToLoad) {
    await nextTask();
  }
  startHtmlAhead(pathname);
  const components = pathnames.flatMap((path) => matchRoutes(routes, path)).map((match) => match.route.component as Preloadable | undefined);
  // The route's modules evaluated in slices first (see evaluation.ts): the route components'
  // loaders then find them evaluated, where they evaluated them all in the task the last file
  // arrived in.
  const modules = components.map(routeModules);
  await evaluateModulesOf(
    modules.flatMap((route) => route.loaders),
    modules.flatMap((route) => route.moduleIds),
  );
  await workBeforeRender(pathname);
  return Promise.all(components.map((component) => component?.preload?.() ?? Promise.resolve()));
}
