/**
 * Page-tree logic: titles, validation and the mapping from page data to Docusaurus sidebar
 * items. Pure: the file system is passed in as `docExists`.
 */
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {PAGE_FLAGS, type MuiPage, type SidebarItemProps} from '../data/pages/types';
import {fileOf} from '../data/pages/sourceFile';
import {SIDEBAR_CLASS_NAMES} from '../constants/navigation';

/** One item of a sidebar as Docusaurus accepts it. */
type SidebarItemConfig = Extract<SidebarsConfig[string], readonly unknown[]>[number];

/** Entries of API tabs may repeat a pathname: they are tabs of one page, not pages of their own. */
const API_TAB_MARKERS = ['components-api', 'hooks-api'] as const;

function lastSegmentName(path: string): string {
  const segments = path.replace(/\/+$/, '').split('/');
  const last = segments[segments.length - 1] ?? '';
  return last.replace(/^react-/, '').replace(/\..*$/, '');
}

function toPascalCase(name: string): string {
  return name
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

function toCamelCase(name: string): string {
  const pascal = toPascalCase(name);
  return pascal.charAt(0).toLowerCase() + pascal.slice(1);
}

/**
 * The label of a page: its title, else one derived from its subheader or path.
 * `/material-ui/react-radio-buttons` → "Radio buttons", `/material-ui/api/button` → "Button".
 */
export function pageToTitle(page: Pick<MuiPage, 'title' | 'subheader' | 'pathname'>): string | null {
  if (page.title === false) {
    return null;
  }
  if (page.title) {
    return page.title;
  }
  const path = page.subheader ?? page.pathname;
  const name = lastSegmentName(path);
  if (path.includes('/api-docs/')) {
    return toPascalCase(name);
  }
  if (path.includes('/api/')) {
    return name.startsWith('use') ? toCamelCase(name) : toPascalCase(name);
  }
  const words = name.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function isExternalPathname(pathname: string): boolean {
  return /^https?:\/\//.test(pathname);
}

/** Where a page-data problem is, for error messages. */
export interface PageSource {
  /** The page-data file, relative to the site root. */
  readonly file: string;
  /** The product's route prefix without slashes, e.g. `material-ui`. */
  readonly routeBasePath: string;
  /** The product's docs folder relative to the site root, e.g. `docs/material-ui`. */
  readonly docsPath: string;
  /**
   * The site's other products, which an entry may link to (Material UI lists the MUI X
   * components): a path under one of them becomes a link, checked against that product's pages.
   */
  readonly otherProducts?: readonly {readonly routeBasePath: string; readonly docsPath: string; readonly docExists: (docId: string) => boolean}[];
}

class PageDataError extends Error {
  override name = 'PageDataError';
}

function fail(source: PageSource, page: MuiPage, field: string, message: string): never {
  throw new PageDataError(`${fileOf(page) ?? source.file}: entry "${page.pathname}", field "${field}": ${message}`);
}

/** Every page of a tree, depth first, parents before children. */
export function flattenPages(pages: readonly MuiPage[]): MuiPage[] {
  return pages.flatMap((page) => [page, ...flattenPages(page.children ?? [])]);
}

/**
 * Throws `Duplicated pathname <p> in pages` when two entries claim one path.
 * Entries of API tabs (`components-api`, `hooks-api`) are exempt.
 */
export function assertUniquePathnames(pages: readonly MuiPage[], source?: PageSource): void {
  const seen = new Set<string>();
  for (const page of flattenPages(pages)) {
    if (API_TAB_MARKERS.some((marker) => page.pathname.includes(marker))) {
      continue;
    }
    if (seen.has(page.pathname)) {
      const file = fileOf(page) ?? source?.file;
      const where = file ? `${file}: ` : '';
      throw new PageDataError(`${where}Duplicated pathname ${page.pathname} in pages`);
    }
    seen.add(page.pathname);
  }
}

/**
 * The doc id a pathname maps to in its product's docs folder:
 * `/material-ui` → `index`, `/material-ui/getting-started/usage` → `getting-started/usage`.
 */
export function docIdForPathname(pathname: string, routeBasePath: string): string | null {
  const prefix = `/${routeBasePath}`;
  if (pathname === prefix || pathname === `${prefix}/`) {
    return 'index';
  }
  if (!pathname.startsWith(`${prefix}/`)) {
    return null;
  }
  return pathname.slice(prefix.length + 1).replace(/\/$/, '');
}

function flagsOf(page: MuiPage): SidebarItemProps['flags'] {
  const flags = PAGE_FLAGS.filter((flag) => page[flag] === true);
  return flags.length > 0 ? flags : undefined;
}

function customPropsOf(page: MuiPage): SidebarItemProps | undefined {
  const props: SidebarItemProps = {
    ...(flagsOf(page) && {flags: flagsOf(page)}),
    ...(page.plan && {plan: page.plan}),
    ...(page.icon && {icon: page.icon}),
    ...(page.linkProps && {linkProps: page.linkProps}),
  };
  return Object.keys(props).length > 0 ? props : undefined;
}

function classNameOf(page: MuiPage): string {
  const modifiers = [...(flagsOf(page) ?? []), ...(page.plan ? [page.plan] : [])];
  return [SIDEBAR_CLASS_NAMES.item, ...modifiers.map(SIDEBAR_CLASS_NAMES.flag)].join(' ');
}

function toSidebarItem(
  page: MuiPage,
  source: PageSource,
  docExists: (docId: string) => boolean,
  startOpen = false,
): SidebarItemConfig {
  const label = pageToTitle(page) ?? '';
  const customProps = startOpen ? {...customPropsOf(page), openOutsideGroups: true as const} : customPropsOf(page);
  if (page.children && page.children.length > 0) {
    if (flagsOf(page) || page.plan || page.icon) {
      fail(
        source,
        page,
        'children',
        'flags, plans and icons are shown on pages, not on groups',
      );
    }
    return {
      type: 'category',
      label,
      className:
        page.subheader === undefined
          ? classNameOf(page)
          : `${classNameOf(page)} ${SIDEBAR_CLASS_NAMES.subheader}`,
      // A subheader is a section heading: always open, never a link. Other groups start closed
      // but the one holding the page being read, which Docusaurus opens (server HTML included):
      // a closed group's links are not rendered, so each page carries and hydrates only the
      // navigation the reader is in.
      collapsible: page.subheader === undefined,
      collapsed: page.subheader === undefined && !startOpen,
      items: page.children.map((child) => toSidebarItem(child, source, docExists)),
      ...(customProps && {customProps}),
    };
  }
  if (page.children) {
    fail(source, page, 'children', 'a group needs at least one child');
  }
  if (isExternalPathname(page.pathname)) {
    if (!page.pathname.startsWith('https://')) {
      fail(source, page, 'pathname', 'external links must use https://');
    }
    return {
      type: 'link',
      href: page.pathname,
      label,
      className: classNameOf(page),
      ...(customProps && {customProps}),
    };
  }
  const docId = docIdForPathname(page.pathname, source.routeBasePath);
  const other = docId === null ? otherProductLink(page, source) : null;
  if (other) {
    return {type: 'link', href: page.pathname, label, className: classNameOf(page), ...(customProps && {customProps})};
  }
  if (docId === null) {
    fail(
      source,
      page,
      'pathname',
      `must start with /${source.routeBasePath}/ or another product's prefix (or be an https:// link)`,
    );
  }
  if (page.pathname !== `/${source.routeBasePath}` && page.pathname.endsWith('/')) {
    fail(source, page, 'pathname', 'must not end with a slash');
  }
  if (!docExists(docId)) {
    fail(
      source,
      page,
      'pathname',
      `no page at ${source.docsPath}/${docId}.md or .mdx (every navigation entry needs a page)`,
    );
  }
  return {
    type: 'doc',
    id: docId,
    label,
    className: classNameOf(page),
    ...(customProps && {customProps}),
  };
}

/** The other product an entry's path belongs to, after checking that it has that page; null when none. */
function otherProductLink(page: MuiPage, source: PageSource): PageSource['routeBasePath'] | null {
  for (const other of source.otherProducts ?? []) {
    const docId = docIdForPathname(page.pathname, other.routeBasePath);
    if (docId !== null) {
      if (!other.docExists(docId)) {
        fail(source, page, 'pathname', `no page at ${other.docsPath}/${docId}.md or .mdx (the link leads nowhere)`);
      }
      return other.routeBasePath;
    }
  }
  return null;
}

/** Validates a product's page tree and turns it into the items of its sidebar. */
export function pagesToSidebarItems(
  pages: readonly MuiPage[],
  source: PageSource,
  docExists: (docId: string) => boolean,
): SidebarItemConfig[] {
  assertUniquePathnames(pages, source);
  // The first group (getting started) is open on pages outside every group, such as the
  // product's home page, so a newcomer sees where to begin; the sidebar closes it on pages in
  // another group (`startsClosed` in sidebarProps.ts).
  const firstGroup = pages.findIndex((page) => page.children !== undefined);
  return pages.map((page, index) => toSidebarItem(page, source, docExists, index === firstGroup));
}
