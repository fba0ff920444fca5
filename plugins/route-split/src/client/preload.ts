/**
 * In place of `@docusaurus/core/lib/client/preload.js` in the browser bundle (see ../index.ts):
 * loads the route components a pathname matches before the page renders, as Docusaurus does,
 * after loading the part of the route table the pathname falls in (see routeParts.tsx).
 * Docusaurus calls it before hydrating the first page and before each client-side navigation.
 */
import type {ComponentType} from 'react';
import {matchRoutes} from 'react-router-config';
import routes from '@generated/routes';
import {loadRoutesFor, pendingPartOf} from './routeParts';

type Preloadable = ComponentType & {readonly preload?: () => Promise<unknown>};

/** A new task: the browser may paint and handle input before the work after it. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
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
  const matches = pathnames.flatMap((path) => matchRoutes(routes, path));
  return Promise.all(matches.map((match) => (match.route.component as Preloadable | undefined)?.preload?.() ?? Promise.resolve()));
}
