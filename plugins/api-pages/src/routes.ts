/**
 * The routes (and their anchors) of the hand-written docs, read from the docs folders, so that
 * generated pages link inside the site only where a page exists (see links.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import {documentAnchors} from './links';
import {compareNames} from './naming';

export interface DocsFolder {
  /** Folder of a docs-plugin instance, relative to the site or absolute (`docs/material-ui`). */
  readonly path: string;
  /** The instance's `routeBasePath` (`material-ui`, `experiments/docs`). */
  readonly routeBasePath: string;
}

const DOC_EXTENSIONS = /\.mdx?$/;

function frontMatterField(source: string, field: string): string | undefined {
  const block = /^---\n([\s\S]*?)\n---/.exec(source);
  const match = block?.[1] ? new RegExp(`^${field}:\\s*(.+?)\\s*$`, 'm').exec(block[1]) : null;
  return match?.[1]?.replace(/^['"]|['"]$/g, '');
}

function joinRoute(...parts: string[]): string {
  const joined = `/${parts.join('/')}`.replace(/\/{2,}/g, '/');
  return joined.length > 1 ? joined.replace(/\/$/, '') : joined;
}

/**
 * The route of one doc the way the docs plugin derives it: the file path without extension,
 * `index` naming its folder, `id:` replacing the file name and `slug:` (absolute or relative)
 * replacing the whole path.
 */
export function docRoute(routeBasePath: string, relativeFile: string, source: string): string {
  const withoutExtension = relativeFile.replace(DOC_EXTENSIONS, '').split(path.sep).join('/');
  const segments = withoutExtension.split('/');
  const dir = segments.slice(0, -1).join('/');
  const slug = frontMatterField(source, 'slug');
  if (slug !== undefined) {
    return slug.startsWith('/') ? joinRoute(routeBasePath, slug) : joinRoute(routeBasePath, dir, slug);
  }
  const id = frontMatterField(source, 'id');
  const name = id ?? segments[segments.length - 1] ?? '';
  return /^(index|readme)$/i.test(name) && id === undefined ? joinRoute(routeBasePath, dir) : joinRoute(routeBasePath, dir, name);
}

function listDocs(root: string, dir = ''): string[] {
  const absolute = path.join(root, dir);
  if (!fs.existsSync(absolute)) {
    return [];
  }
  return fs.readdirSync(absolute, {withFileTypes: true}).flatMap((entry) => {
    // Docusaurus excludes `_`-prefixed files and folders (partials).
    if (entry.name.startsWith('_') || entry.name.startsWith('.')) {
      return [];
    }
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return listDocs(root, relative);
    }
    return DOC_EXTENSIONS.test(entry.name) ? [relative] : [];
  });
}

interface DocsRoutes {
  readonly routes: Set<string>;
  readonly anchors: Map<string, Set<string>>;
}

/**
 * Routes and anchors of every doc under `folders`. Files for which `exclude` returns true are
 * left out (the generated API pages themselves, which are registered from their data).
 */
export function scanDocsRoutes(siteDir: string, folders: readonly DocsFolder[], exclude: (file: string) => boolean = () => false): DocsRoutes {
  const routes = new Set<string>();
  const anchors = new Map<string, Set<string>>();
  for (const folder of folders) {
    const root = path.resolve(siteDir, folder.path);
    for (const relative of listDocs(root)) {
      const file = path.join(root, relative);
      if (exclude(file)) {
        continue;
      }
      const source = fs.readFileSync(file, 'utf8');
      const route = docRoute(folder.routeBasePath, relative, source);
      routes.add(route);
      anchors.set(route, documentAnchors(source));
    }
  }
  return {routes, anchors};
}

/** Every direct sub-folder of `<siteDir>/docs` as an instance with the same route base. */
export function defaultDocsFolders(siteDir: string): DocsFolder[] {
  const docs = path.join(siteDir, 'docs');
  if (!fs.existsSync(docs)) {
    return [];
  }
  return fs
    .readdirSync(docs, {withFileTypes: true})
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_') && !entry.name.startsWith('.'))
    .map((entry) => ({path: path.join('docs', entry.name), routeBasePath: entry.name}))
    .sort((a, b) => compareNames(a.routeBasePath, b.routeBasePath));
}
