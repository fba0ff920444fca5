/**
 * In place of `@docusaurus/core/lib/client/preload.js` in the browser bundle (see ../index.ts):
 * loads the route components a pathname matches before the page renders, as Docusaurus does,
 * after loading the part of the route table the pathname falls in (see routeParts.tsx).
 * Docusaurus calls it before hydrating the first page and before each client-side navigation.
 */
import type {ComponentType} from 'react';
import {matchRoutes} from 'react-router-config';
import routes from '@generated/routes';
import {loadRoutesFor} from './routeParts';

type Preloadable = ComponentType & {readonly preload?: () => Promise<unknown>};

export default async function preload(pathname: string): Promise<unknown[]> {
  const pathnames = [...new Set([pathname, decodeURI(pathname)])];
  await Promise.all(pathnames.map(loadRoutesFor));
  const matches = pathnames.flatMap((path) => matchRoutes(routes, path));
  return Promise.all(matches.map((match) => (match.route.component as Preloadable | undefined)?.preload?.() ?? Promise.resolve()));
}
