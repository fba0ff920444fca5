/**
 * Old addresses of a page, for @docusaurus/plugin-client-redirects' `createRedirects`: given a
 * page the build creates, the paths that should lead to it. Pure: the tables come from
 * src/data/legacyPaths.ts.
 */
import {
  LEGACY_COMPONENT_NAMES,
  LEGACY_SECTIONS,
  LEGACY_UNPREFIXED_COMPONENT_PAGES,
  MOVED_PAGES,
} from '../data/legacyPaths';

const PREFIX = '/material-ui/';
const COMPONENT_PAGE = /^\/material-ui\/react-([a-z0-9-]+)$/;
const API_PAGE = /^\/material-ui\/api\/([a-z0-9-]+)$/;

function legacyComponentNames(name: string): readonly string[] {
  return Object.hasOwn(LEGACY_COMPONENT_NAMES, name)
    ? LEGACY_COMPONENT_NAMES[name as keyof typeof LEGACY_COMPONENT_NAMES]
    : [name];
}

/** The old paths of `path` (a route without trailing slash); none for pages that had no old address. */
export function legacyPathsFor(path: string): string[] {
  return [...prefixLegacyPathsFor(path), ...(Object.hasOwn(MOVED_PAGES, path) ? (MOVED_PAGES[path] ?? []) : [])];
}

/** The addresses from before the product prefixes. */
function prefixLegacyPathsFor(path: string): string[] {
  const component = COMPONENT_PAGE.exec(path);
  if (component?.[1]) {
    return legacyComponentNames(component[1]).map((name) => `/components/${name}`);
  }
  const api = API_PAGE.exec(path);
  if (api?.[1]) {
    return [`/api/${api[1]}`];
  }
  if (path.startsWith(PREFIX)) {
    const rest = path.slice(PREFIX.length);
    if ((LEGACY_UNPREFIXED_COMPONENT_PAGES as readonly string[]).includes(rest)) {
      return [`/components/${rest}`];
    }
    const section = rest.split('/')[0];
    if (rest.includes('/') && (LEGACY_SECTIONS as readonly string[]).includes(section ?? '')) {
      return [`/${rest}`];
    }
  }
  return [];
}
