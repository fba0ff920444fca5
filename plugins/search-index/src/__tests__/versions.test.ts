import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import type {LoadContext, Plugin, PluginContentLoadedActions} from '@docusaurus/types';
import searchIndexPlugin, {docsByVersion, MANIFEST_FILE, snapshotManifestFile, type SearchIndexGlobalData} from '..';
import type {SearchIndexFile, SearchManifest} from '../format';

type LoadedArgs = Parameters<NonNullable<Plugin['allContentLoaded']>>[0];
type PostBuildArgs = Parameters<NonNullable<Plugin['postBuild']>>[0];

/** A docs plugin's content as the search plugin reads it: versions, their paths and docs. */
function docsContent(versions: readonly {name: string; label?: string; path: string; docs: readonly string[]; unlisted?: readonly string[]}[]) {
  return {
    loadedVersions: versions.map((version) => ({
      versionName: version.name,
      label: version.label ?? version.name,
      path: version.path,
      docs: [...version.docs.map((permalink) => ({permalink})), ...(version.unlisted ?? []).map((permalink) => ({permalink, unlisted: true}))],
    })),
  };
}

const page = (title: string) => `<html><body><div class="theme-doc-markdown"><header><h1>${title}</h1></header><p>${title} lead.</p></div></body></html>`;

describe('docsByVersion', () => {
  it('lists every version with its label, path (no trailing slash) and listed docs', () => {
    const content = docsContent([
      {name: 'current', label: 'v8.0.0', path: '/x', docs: ['/x/a', '/x/'], unlisted: ['/x/hidden']},
      {name: '7.0.0', path: '/x/7.0.0/', docs: ['/x/7.0.0/a']},
    ]);
    expect(docsByVersion(content, 'x')).toEqual([
      {product: 'x', name: 'current', label: 'v8.0.0', path: '/x', docs: [{permalink: '/x/a', product: 'x'}, {permalink: '/x', product: 'x'}]},
      {product: 'x', name: '7.0.0', label: '7.0.0', path: '/x/7.0.0', docs: [{permalink: '/x/7.0.0/a', product: 'x'}]},
    ]);
  });

  it.each<[string, unknown]>([
    ['no content', undefined],
    ['no versions', {}],
    ['a version without a name or path', {loadedVersions: [{docs: [{permalink: '/x/a'}]}]}],
  ])('gives nothing for %s', (_name, content) => {
    expect(docsByVersion(content, 'x')).toEqual([]);
  });

  it.each<[string, string, string]>([
    ['a plain version', '7.2.0', 'search-manifest/material-ui/7.2.0.json'],
    ['a name that needs escaping in an address', 'next #1', 'search-manifest/material-ui/next%20%231.json'],
  ])('names the manifest of %s', (_name, version, file) => {
    expect(snapshotManifestFile('material-ui', version)).toBe(file);
  });
});

describe('one index per docs version', () => {
  const dirs: string[] = [];
  afterEach(() => {
    dirs.splice(0).forEach((dir) => fs.rmSync(dir, {recursive: true, force: true}));
  });

  /** Runs the plugin over a built site holding `files` (address → title). */
  async function build(allContent: Record<string, unknown>, files: Record<string, string>, docsPluginIds = ['material-ui', 'x']) {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-index-'));
    dirs.push(outDir);
    for (const [address, title] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(outDir, `${address}.html`)), {recursive: true});
      fs.writeFileSync(path.join(outDir, `${address}.html`), page(title));
    }
    const plugin = searchIndexPlugin({baseUrl: '/'} as LoadContext, {docsPluginIds, excludePaths: ['/x/excluded']});
    let globalData: unknown = null;
    const actions: PluginContentLoadedActions = {
      addRoute: () => undefined,
      createData: () => Promise.resolve(''),
      setGlobalData: (data) => {
        globalData = data;
      },
    };
    await plugin.allContentLoaded?.({allContent: {'docusaurus-plugin-content-docs': allContent}, actions} satisfies LoadedArgs);
    await plugin.postBuild?.({outDir} as unknown as PostBuildArgs);
    const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(outDir, file), 'utf8'));
    const index = (manifestFile: string) => {
      const manifest = readJson(manifestFile) as SearchManifest;
      return {manifest, file: readJson(manifest.index) as SearchIndexFile};
    };
    return {outDir, globalData: globalData as SearchIndexGlobalData, index};
  }

  const CONTENT = {
    'material-ui': docsContent([
      {name: 'current', label: 'v9.0.0', path: '/material-ui', docs: ['/material-ui/react-button']},
      {name: '7.2.0', path: '/material-ui/7.2.0', docs: ['/material-ui/7.2.0/react-button', '/material-ui/7.2.0/react-old'], unlisted: ['/material-ui/7.2.0/draft']},
    ]),
    x: docsContent([
      {name: 'current', path: '/x', docs: ['/x/introduction', '/x/excluded/page']},
      {name: '7.0.0', path: '/x/7.0.0', docs: ['/x/7.0.0/introduction', '/x/excluded/old']},
    ]),
  };
  const FILES = {
    '/material-ui/react-button': 'Button',
    '/material-ui/7.2.0/react-button': 'Button (7.2)',
    '/material-ui/7.2.0/react-old': 'Old',
    '/material-ui/7.2.0/draft': 'Draft',
    '/x/introduction': 'MUI X',
    '/x/excluded/page': 'Excluded',
    '/x/7.0.0/introduction': 'MUI X (7)',
  };

  it('keeps the current versions of all products in the index at the fixed address, and no snapshot page', async () => {
    const {index} = await build(CONTENT, FILES);
    const {manifest, file} = index(MANIFEST_FILE);
    expect(manifest.index).toMatch(/^\/assets\/search\/index\.[0-9a-f]{10}\.json$/);
    expect(manifest.text).toMatch(/^\/assets\/search\/text\.[0-9a-f]{10}\.json$/);
    expect(file.pages).toEqual([
      ['/material-ui/react-button', 'Button', 'material-ui'],
      ['/x/introduction', 'MUI X', 'x'],
    ]);
  });

  it.each<[string, string, readonly (readonly [string, string, string])[]]>([
    ['Material UI 7.2.0', 'search-manifest/material-ui/7.2.0.json', [
      ['/material-ui/7.2.0/react-button', 'Button (7.2)', 'material-ui'],
      ['/material-ui/7.2.0/react-old', 'Old', 'material-ui'],
    ]],
    ['MUI X 7.0.0 (excluded paths left out there too)', 'search-manifest/x/7.0.0.json', [['/x/7.0.0/introduction', 'MUI X (7)', 'x']]],
  ])('writes the snapshot %s its own index, of its pages at their snapshot addresses', async (_name, manifestFile, pages) => {
    const {index} = await build(CONTENT, FILES);
    const {manifest, file} = index(manifestFile);
    expect(file.pages).toEqual(pages);
    expect(manifest.pages).toBe(pages.length);
    expect(manifest.index).not.toBe(index(MANIFEST_FILE).manifest.index);
  });

  it('tells every page where each version lives and which manifest holds it', async () => {
    const {globalData} = await build(CONTENT, FILES);
    expect(globalData).toEqual({
      manifest: '/search-manifest.json',
      available: process.env.NODE_ENV === 'production',
      versions: [
        {product: 'material-ui', name: 'current', label: 'v9.0.0', path: '/material-ui', manifest: '/search-manifest.json'},
        {product: 'material-ui', name: '7.2.0', label: '7.2.0', path: '/material-ui/7.2.0', manifest: '/search-manifest/material-ui/7.2.0.json'},
        {product: 'x', name: 'current', label: 'current', path: '/x', manifest: '/search-manifest.json'},
        {product: 'x', name: '7.0.0', label: '7.0.0', path: '/x/7.0.0', manifest: '/search-manifest/x/7.0.0.json'},
      ],
    });
  });

  it('writes only the current index when there is no snapshot', async () => {
    const {outDir} = await build({'material-ui': docsContent([{name: 'current', path: '/material-ui', docs: ['/material-ui/react-button']}])}, FILES, ['material-ui']);
    expect(fs.existsSync(path.join(outDir, MANIFEST_FILE))).toBe(true);
    expect(fs.existsSync(path.join(outDir, 'search-manifest'))).toBe(false);
  });

  it('fails naming the option when an id is no docs instance of the site', async () => {
    await expect(build(CONTENT, FILES, ['material-ui', 'joy'])).rejects.toThrow(
      'search-index plugin: option "docsPluginIds" names "joy", not a docs plugin instance of this site (instances: material-ui, x).',
    );
  });
});
