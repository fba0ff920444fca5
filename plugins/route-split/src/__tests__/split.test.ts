import {describe, expect, it} from 'vitest';
import {
  mainModule,
  pagesLoading,
  parseRegistry,
  parseRoutes,
  partChunkName,
  partModule,
  registryKeys,
  requestOf,
  RouteDataError,
  sectionChunkName,
  sectionModule,
  sectionOf,
  sectionPattern,
  splitPaths,
  type GeneratedRouteData,
} from '../split';

// Shaped as Docusaurus 3.10 writes .docusaurus/routes.js and registry.js.
const ROUTES = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/joy-ui',
    component: ComponentCreator('/joy-ui', '2a1'),
    routes: [
      {
        path: '/joy-ui/react-button',
        component: ComponentCreator('/joy-ui/react-button', 'b01'),
        exact: true,
        sidebar: "pages"
      }
    ]
  },
  {
    path: '/',
    component: ComponentCreator('/', 'e5f'),
    exact: true
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

const line = (key: string, request: string): string =>
  `  "${key}": [() => import(/* webpackChunkName: "${key}" */ "${request}"), "${request}", require.resolveWeak("${request}")],`;

const REGISTRY = `export default {
${line('5e95c892', '@theme/DocsRoot')}
${line('aaaa0001', '@generated/joy-ui/__plugin.json')}
${line('17896441', '@theme/DocItem')}
${line('cccc0003', '@site/docs/joy-ui/react-button.mdx')}
${line('1df93b7f', '@site/src/pages/index.tsx')}};
`;

const CHUNK_NAMES = {
  '/joy-ui-2a1': {__comp: '5e95c892', __context: {plugin: 'aaaa0001'}},
  '/joy-ui/react-button-b01': {__comp: '17896441', content: 'cccc0003'},
  '/-e5f': {__comp: '1df93b7f'},
};

const NAMES = {
  runtime: '/rt.tsx',
  partRequest: (path: string) => `/g/routes.js?part=${encodeURIComponent(path)}`,
  sectionRequest: (path: string) => `/g/routes.js?section=${encodeURIComponent(path)}`,
  sections: [],
};

function data(overrides: Partial<GeneratedRouteData> = {}): GeneratedRouteData {
  return {routes: parseRoutes(ROUTES, 'routes.js'), chunkNames: CHUNK_NAMES, registry: parseRegistry(REGISTRY, 'registry.js'), ...overrides};
}

describe('parseRoutes', () => {
  it('keeps every field and records ComponentCreator arguments', () => {
    const [joy, home, notFound] = parseRoutes(ROUTES, 'routes.js');
    expect(joy).toEqual({
      path: '/joy-ui',
      component: {path: '/joy-ui', hash: '2a1'},
      routes: [{path: '/joy-ui/react-button', component: {path: '/joy-ui/react-button', hash: 'b01'}, exact: true, sidebar: 'pages'}],
    });
    expect(home).toEqual({path: '/', component: {path: '/', hash: 'e5f'}, exact: true});
    expect(notFound).toEqual({path: '*', component: {path: '*'}});
  });

  it.each([
    ['no default export', 'const routes = [];'],
    ['not an array', 'export default {};'],
  ])('fails naming the file: %s', (_case, source) => {
    expect(() => parseRoutes(source, '/site/.docusaurus/routes.js')).toThrow(/route-split: \/site\/\.docusaurus\/routes\.js/);
  });
});

describe('parseRegistry', () => {
  it('reads each entry, without the module path only the server needs', () => {
    const registry = parseRegistry(REGISTRY, 'registry.js');
    expect(registry.size).toBe(5);
    expect(registry.get('cccc0003')).toEqual({
      load: '() => import(/* webpackChunkName: "cccc0003" */ "@site/docs/joy-ui/react-button.mdx")',
      weakId: 'require.resolveWeak("@site/docs/joy-ui/react-button.mdx")',
    });
  });

  it.each([
    ['another module shape', 'module.exports = {};'],
    ['an entry of another shape', 'export default {\n  "x": [() => import("y"), "y"],\n};'],
  ])('fails naming the file: %s', (_case, source) => {
    expect(() => parseRegistry(source, '/site/.docusaurus/registry.js')).toThrow(RouteDataError);
    expect(() => parseRegistry(source, '/site/.docusaurus/registry.js')).toThrow(/\/site\/\.docusaurus\/registry\.js/);
  });
});

describe('registryKeys, partChunkName, splitPaths', () => {
  it.each([
    [undefined, []],
    ['a', ['a']],
    [{__comp: 'a', __context: {plugin: 'b'}, items: [{content: 'c'}]}, ['a', 'b', 'c']],
  ])('registryKeys(%j)', (tree, keys) => {
    expect(registryKeys(tree)).toEqual(keys);
  });

  it.each([
    ['/material-ui', 'routes-material-ui'],
    ['/experiments/docs', 'routes-experiments-docs'],
    ['/', 'routes-root'],
  ])('partChunkName(%s) is %s', (path, name) => {
    expect(partChunkName(path)).toBe(name);
  });

  it('splits the top-level routes with nested routes only', () => {
    expect(splitPaths(data().routes)).toEqual(['/joy-ui']);
  });
});

describe('mainModule', () => {
  const source = mainModule(data(), NAMES, 'routes.js');

  it('keeps top-level routes, with their own registry entries only', () => {
    // Only the helpers the module calls: no top-level list here holds sections.
    expect(source).toContain('import {createRoute as c, pageRoute as p, lazyRoutes as l} from "/rt.tsx";');
    expect(source).toContain('component: c("/joy-ui", {"__comp":"5e95c892","__context":{"plugin":"aaaa0001"}}, r)');
    expect(source).toContain('p("/", {"__comp":"1df93b7f"}, r, {"exact":true})');
    expect(source).toContain('component: c("*")');
    expect(source).toContain('"5e95c892": [() => import(/* webpackChunkName: "5e95c892" */ "@theme/DocsRoot"), require.resolveWeak("@theme/DocsRoot")]');
    expect(source).not.toContain('react-button');
  });

  it('loads nested routes on demand, as a named chunk', () => {
    expect(source).toContain(
      'routes: l("/joy-ui", () => import(/* webpackChunkName: "routes-joy-ui" */ "/g/routes.js?part=%2Fjoy-ui"))',
    );
  });

  it('fails when a route has no chunk names, or a chunk name no registry entry', () => {
    expect(() => mainModule(data({chunkNames: {}}), NAMES, '/g/routes.js')).toThrow(/no chunk names for route \/joy-ui \(hash 2a1\) beside \/g\/routes\.js/);
    const registry = new Map(data().registry);
    registry.delete('aaaa0001');
    expect(() => mainModule(data({registry}), NAMES, '/g/routes.js')).toThrow(/route \/joy-ui uses chunk aaaa0001/);
  });
});

describe('partModule', () => {
  it('holds the nested routes and the registry entries they use', () => {
    const source = partModule(data(), NAMES, 'routes.js', '/joy-ui');
    expect(source).toContain('import {pageRoute as p} from "/rt.tsx";');
    expect(source).toContain('p("/joy-ui/react-button", {"__comp":"17896441","content":"cccc0003"}, r, {"exact":true,"sidebar":"pages"})');
    expect(source).toContain('"cccc0003": [() => import(');
    expect(source).not.toContain('"5e95c892"');
    expect(source).not.toContain('index.tsx');
  });

  it('fails for a path that is not split', () => {
    expect(() => partModule(data(), NAMES, '/g/routes.js', '/')).toThrow(/has no top-level route \/ with nested routes/);
  });
});

describe('pages whose HTML is fetched ahead', () => {
  it('reads the module a registry entry loads', () => {
    expect(requestOf({load: '() => import(/* webpackChunkName: "c" */ "@site/docs/a.mdx")', weakId: ''})).toBe('@site/docs/a.mdx');
    expect(requestOf({load: '() => import(x)', weakId: ''})).toBeUndefined();
  });

  it.each([
    ['the page that loads the module', (request: string) => request === '@site/docs/joy-ui/react-button.mdx', ['/joy-ui/react-button']],
    ['no page: the docs root is not a page (it has nested routes)', (request: string) => request === '@theme/DocsRoot', []],
    ['the home page, by its component', (request: string) => request.endsWith('index.tsx'), ['/']],
    ['none', () => false, []],
  ])('pagesLoading finds %s', (_case, loads, paths) => {
    expect([...pagesLoading(data(), loads)]).toEqual(paths);
  });

  it("marks those pages' routes in the part, and no other", () => {
    const source = partModule(data(), {...NAMES, htmlAhead: new Set(['/joy-ui/react-button'])}, 'routes.js', '/joy-ui');
    expect(source).toContain('p("/joy-ui/react-button", {"__comp":"17896441","content":"cccc0003"}, r, {"exact":true,"sidebar":"pages","htmlAhead":true})');
    expect(partModule(data(), {...NAMES, htmlAhead: new Set(['/joy-ui'])}, 'routes.js', '/joy-ui')).not.toContain('htmlAhead');
  });
});

describe('sections', () => {
  // A docs product as Docusaurus nests it: docs root, version root, doc root, then the pages.
  const DOCS = `export default [
  {
    path: '/x',
    component: ComponentCreator('/x', 'd01'),
    routes: [
      {
        path: '/x',
        component: ComponentCreator('/x', 'd02'),
        routes: [
          {path: '/x', component: ComponentCreator('/x', 'p00'), exact: true, sidebar: "pages"},
          {path: '/x/react-charts', component: ComponentCreator('/x/react-charts', 'p01'), exact: true, sidebar: "pages"},
          {path: '/x/react-charts/bars', component: ComponentCreator('/x/react-charts/bars', 'p02'), exact: true, sidebar: "pages"},
          {path: '/x/react-charts-group', component: ComponentCreator('/x/react-charts-group', 'p03'), exact: true, sidebar: "pages"},
          {path: '/x/api/charts/bar-chart', component: ComponentCreator('/x/api/charts/bar-chart', 'p04'), exact: true, sidebar: "pages"}
        ]
      }
    ]
  },
];
`;
  const keys = ['d01', 'd02', 'p00', 'p01', 'p02', 'p03', 'p04'];
  const docsData = (): GeneratedRouteData => ({
    routes: parseRoutes(DOCS, 'routes.js'),
    chunkNames: Object.fromEntries(
      parseRoutes(DOCS, 'routes.js')
        .flatMap(function all(route): {path: string; hash: string}[] {
          return [{path: route.path, hash: route.component.hash ?? ''}, ...(route.routes ?? []).flatMap(all)];
        })
        .map(({path, hash}) => [`${path}-${hash}`, {__comp: `k${hash}`}]),
    ),
    registry: new Map(keys.map((key) => [`k${key}`, {load: `() => import("/m/${key}")`, weakId: `require.resolveWeak("/m/${key}")`}])),
  });
  const names = {...NAMES, sections: ['/x/react-charts', '/x/api/charts', '/x/api', '/material-ui/react-']};

  it.each([
    ['/x/react-charts', '/x/react-charts'],
    ['/material-ui/react-', '/material-ui/react-:page'],
  ])('sectionPattern(%s) is %s (a family of sibling pages matches by a parameter)', (section, pattern) => {
    expect(sectionPattern(section)).toBe(pattern);
  });

  it.each([
    ['/material-ui/react-button', '/material-ui/react-'],
    ['/material-ui/react-', '/material-ui/react-'],
    ['/material-ui/api/button', undefined],
    ['/x/react-charts', '/x/react-charts'],
    ['/x/react-charts/bars', '/x/react-charts'],
    ['/x/react-charts-group', undefined],
    ['/x/api/charts/bar-chart', '/x/api/charts'],
    ['/x/api/other', '/x/api'],
    ['/x', undefined],
  ])('sectionOf(%s) is %s (the longest section at or above the page)', (page, section) => {
    expect(sectionOf(page, names.sections)).toBe(section);
  });

  it("leaves a section's pages out of the part, naming its module on their list", () => {
    const source = partModule(docsData(), names, 'routes.js', '/x');
    expect(source).toContain('import {createRoute as c, pageRoute as p, sectionedRoutes as s} from');
    expect(source).toContain('p("/x", {"__comp":"kp00"}');
    expect(source).toContain('p("/x/react-charts-group"');
    expect(source).not.toContain('"/x/react-charts/bars"');
    expect(source).not.toContain('kp02');
    expect(source).toContain(
      `routes: s([p("/x", {"__comp":"kp00"}, r, {"exact":true,"sidebar":"pages"}),\np("/x/react-charts-group", {"__comp":"kp03"}, r, {"exact":true,"sidebar":"pages"})], [["/x/react-charts", () => import(/* webpackChunkName: "${sectionChunkName('/x/react-charts')}" */ "/g/routes.js?section=%2Fx%2Freact-charts")], ["/x/api/charts", () => import(`,
    );
  });

  it('writes a section module with its pages and their registry entries only', () => {
    const source = sectionModule(docsData(), names, 'routes.js', '/x/react-charts');
    expect(source).toMatch(/^import \{pageRoute as p\} from /);
    expect(source).toContain('p("/x/react-charts", {"__comp":"kp01"}, r, {"exact":true,"sidebar":"pages"})');
    expect(source).toContain('p("/x/react-charts/bars", {"__comp":"kp02"}');
    expect(source).not.toContain('kp03');
    expect(source).not.toContain('kp04');
    expect(source).toContain('"kp02": [() => import("/m/p02"), require.resolveWeak("/m/p02")]');
  });

  it('fails for a path that is not a section, naming the sections', () => {
    expect(() => sectionModule(docsData(), names, 'routes.js', '/x/react-tree-view')).toThrow(/\/x\/react-tree-view is not one of the sections \(\/x\/react-charts, /);
  });
});
