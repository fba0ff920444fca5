/**
 * How this site answers each address of the reference MUI X navigation (src/data/muiXReferencePages.ts):
 * with our page at that path, a redirect to our page of another name, a generated file, or, for a
 * path the reference uses to name a navigation group, a redirect to the first page of our group of
 * that name. Pure: the page data and the tables are passed in.
 */
import type {MuiPage} from '../data/pages/types';

export type ReferenceAnswer =
  | {readonly kind: 'page'; readonly page: MuiPage}
  | {readonly kind: 'group'; readonly firstPage: string}
  | {readonly kind: 'alias'; readonly to: string}
  | {readonly kind: 'file'};

/** Group pathnames that are only keys (`/x/react-data-grid-group`) never answer as addresses. */
const KEY_ONLY_GROUP = /-group$/;

export interface NavigationIndex {
  /** Leaf pages by pathname. */
  readonly pages: ReadonlyMap<string, MuiPage>;
  /** Groups named by an address: pathname -> the first page inside. */
  readonly groups: ReadonlyMap<string, string>;
}

function firstPageIn(page: MuiPage): string | null {
  if (!page.children) {
    return page.pathname.startsWith('/') ? page.pathname : null;
  }
  for (const child of page.children) {
    const found = firstPageIn(child);
    if (found !== null) {
      return found;
    }
  }
  return null;
}

export function indexNavigation(pages: readonly MuiPage[]): NavigationIndex {
  const leaves = new Map<string, MuiPage>();
  const groups = new Map<string, string>();
  const walk = (page: MuiPage): void => {
    if (page.children) {
      const first = firstPageIn(page);
      if (first !== null && !KEY_ONLY_GROUP.test(page.pathname)) {
        groups.set(page.pathname, first);
      }
      page.children.forEach(walk);
    } else {
      leaves.set(page.pathname, page);
    }
  };
  pages.forEach(walk);
  return {pages: leaves, groups};
}

export interface ReferenceTables {
  readonly aliases: Readonly<Record<string, string>>;
  readonly files: readonly string[];
}

/** How the site answers `path`, or null when it does not. A page of that path wins over a group. */
export function answerFor(path: string, index: NavigationIndex, tables: ReferenceTables): ReferenceAnswer | null {
  const page = index.pages.get(path);
  if (page) {
    return {kind: 'page', page};
  }
  if (tables.files.includes(path)) {
    return {kind: 'file'};
  }
  const to = Object.hasOwn(tables.aliases, path) ? tables.aliases[path] : undefined;
  if (to !== undefined && index.pages.has(to)) {
    return {kind: 'alias', to};
  }
  const firstPage = index.groups.get(path);
  return firstPage === undefined ? null : {kind: 'group', firstPage};
}

/**
 * The redirects, as @docusaurus/plugin-client-redirects' `createRedirects` wants them: for each of
 * our pages, the addresses that lead to it (aliases naming it, and groups it opens). A group path
 * that is also a page's path is that page, never a redirect.
 */
export function referenceRedirects(index: NavigationIndex, tables: ReferenceTables): ReadonlyMap<string, readonly string[]> {
  const redirects = new Map<string, string[]>();
  const add = (to: string, from: string): void => {
    if (index.pages.has(from) || from === to) {
      return;
    }
    redirects.set(to, [...(redirects.get(to) ?? []), from]);
  };
  for (const [from, to] of Object.entries(tables.aliases)) {
    if (index.pages.has(to)) {
      add(to, from);
    }
  }
  for (const [group, first] of index.groups) {
    add(first, group);
  }
  return redirects;
}
