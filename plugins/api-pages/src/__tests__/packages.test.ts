/**
 * The installed `@mui/material` and `@mui/joy`, end to end: counts, pinned pages for a few
 * components (golden files in `__fixtures__/pages/`, update with `vitest -u` after reviewing a
 * package upgrade), and every page compiling as MDX with well-formed tables.
 *
 * Extraction of both packages takes ~10–25 s, done once for the whole file.
 */
import path from 'node:path';
import {compile, createProcessor} from '@mdx-js/mdx';
import type {Nodes} from 'mdast';
import remarkGfm from 'remark-gfm';
import {beforeAll, describe, expect, it} from 'vitest';
import {runtimeClassNames} from '../classNames';
import {discoverComponents, extractPackage} from '../extract';
import {listApiPages} from '../generate';
import {resolveHref, type LinkTargets} from '../links';
import type {SourceFileCache} from '../program';
import {pageAnchors, renderComponentPage} from '../render';
import {SKIP_LIST, skipListFor} from '../skipList';
import type {ComponentApi, PackageApi} from '../types';
import {FIXTURES_DIR, SITE_DIR} from './helpers';

const PACKAGES = [
  {name: '@mui/material', productId: 'material-ui', productName: 'Material UI', routeBase: '/material-ui/api'},
  {name: '@mui/joy', productId: 'joy-ui', productName: 'Joy UI', routeBase: '/joy-ui/api'},
] as const;

type PackageName = (typeof PACKAGES)[number]['name'];

function packageDir(name: string): string {
  return path.join(SITE_DIR, 'node_modules', name);
}

const apis = new Map<PackageName, PackageApi>();
const pages = new Map<string, string>();

/**
 * Links resolve against the generated pages only, so the pinned pages do not change when
 * someone adds a hand-written doc.
 */
function linkTargets(): LinkTargets {
  const routes = new Set<string>();
  const anchors = new Map<string, ReadonlySet<string>>();
  for (const pkg of PACKAGES) {
    for (const component of apis.get(pkg.name)?.components ?? []) {
      routes.add(`${pkg.routeBase}/${component.slug}`);
      anchors.set(`${pkg.routeBase}/${component.slug}`, pageAnchors(component));
    }
  }
  return {routes, anchors};
}

function component(packageName: PackageName, name: string): ComponentApi {
  const found = apis.get(packageName)?.components.find((entry) => entry.name === name);
  if (!found) {
    throw new Error(`${packageName} ${name} was not extracted`);
  }
  return found;
}

function prop(api: ComponentApi, name: string) {
  return api.props.find((entry) => entry.name === name);
}

/** Extraction is CPU-bound and the machine may be busy (the default hook timeout is 10 s). */
const EXTRACTION_TIMEOUT_MS = 180_000;
/** Compiling every page (~220) takes 6–35 s depending on load, over the unit-test timeout. */
const COMPILE_ALL_TIMEOUT_MS = 120_000;

beforeAll(() => {
  const sources: SourceFileCache = new Map();
  for (const pkg of PACKAGES) {
    const dir = packageDir(pkg.name);
    apis.set(pkg.name, extractPackage({packageDir: dir, skip: skipListFor(pkg.name), classNames: runtimeClassNames(dir), sourceFileCache: sources}));
  }
  const targets = linkTargets();
  for (const pkg of PACKAGES) {
    for (const api of apis.get(pkg.name)?.components ?? []) {
      const options = {productName: pkg.productName, routeBase: pkg.routeBase, resolveHref: (href: string) => resolveHref(href, targets)};
      pages.set(`${pkg.routeBase}/${api.slug}`, renderComponentPage(api, options));
    }
  }
}, EXTRACTION_TIMEOUT_MS);

describe('counts', () => {
  it.each<[PackageName, number]>([
    ['@mui/material', 100],
    ['@mui/joy', 40],
  ])('%s has at least %i API pages', (name, minimum) => {
    expect(apis.get(name)?.components.length).toBeGreaterThanOrEqual(minimum);
  });

  it.each(PACKAGES.map((pkg) => pkg.name))('%s: every discovered component is documented or on the skip list', (name) => {
    const documented = (apis.get(name)?.components ?? []).map((entry) => entry.name);
    const skipped = Object.keys(SKIP_LIST[name] ?? {});
    expect([...documented, ...skipped].sort()).toEqual(discoverComponents(packageDir(name)));
  });

  it('agrees with the cheap listing used for navigation', () => {
    const listed = listApiPages({siteDir: SITE_DIR, packages: PACKAGES.map((pkg) => ({name: pkg.name, productId: pkg.productId, routeBase: pkg.routeBase}))});
    expect(listed.map((entry) => entry.pathname).sort()).toEqual([...pages.keys()].sort());
  });

  it('reads both packages without type warnings', () => {
    expect([...apis.values()].flatMap((api) => api.warnings)).toEqual([]);
  });
});

describe('Material UI Button', () => {
  it('has the documented props, defaults, inheritance and classes', () => {
    const button = component('@mui/material', 'Button');
    expect(prop(button, 'variant')).toMatchObject({type: "'text' | 'outlined' | 'contained'", default: "'text'", required: false});
    expect(prop(button, 'disableElevation')).toMatchObject({type: 'boolean', default: 'false'});
    expect(prop(button, 'startIcon')).toMatchObject({type: 'ReactNode', description: 'Element placed before the children.'});
    expect(prop(button, 'loadingPosition')).toMatchObject({type: "'start' | 'end' | 'center'", default: "'center'"});
    expect(button.inheritance).toEqual({kind: 'component', component: 'ButtonBase', slug: 'button-base', rootElement: 'button'});
    expect(button.classes.find((entry) => entry.key === 'root')?.className).toBe('MuiButton-root');
    expect(button.classes.find((entry) => entry.key === 'disabled')?.className).toBe('Mui-disabled');
    expect(button.imports).toEqual(["import Button from '@mui/material/Button';", "import { Button } from '@mui/material';"]);
  });

  it('renders the pinned page', async () => {
    await expect(pages.get('/material-ui/api/button')).toMatchFileSnapshot(path.join(FIXTURES_DIR, 'pages', 'material-ui-button.mdx'));
  });
});

describe('Material UI Slider', () => {
  it('has the documented props, slots and root element', () => {
    const slider = component('@mui/material', 'Slider');
    expect(prop(slider, 'valueLabelDisplay')).toMatchObject({type: "'on' | 'auto' | 'off'", default: "'off'"});
    expect(prop(slider, 'marks')).toMatchObject({type: 'boolean | Mark[]', default: 'false'});
    expect(prop(slider, 'step')).toMatchObject({type: 'number | null', default: '1'});
    expect(prop(slider, 'orientation')).toMatchObject({type: "'horizontal' | 'vertical'", default: "'horizontal'"});
    expect(prop(slider, 'components')?.deprecated).toMatch(/^use the `slots` prop instead/);
    expect(slider.slots.map((slot) => slot.name)).toEqual(['root', 'track', 'rail', 'thumb', 'mark', 'markLabel', 'valueLabel', 'input']);
    expect(slider.inheritance).toEqual({kind: 'element', element: 'span'});
  });

  it('renders the pinned page', async () => {
    await expect(pages.get('/material-ui/api/slider')).toMatchFileSnapshot(path.join(FIXTURES_DIR, 'pages', 'material-ui-slider.mdx'));
  });
});

describe('Material UI inheritance and class names', () => {
  it.each([
    ['Menu', {kind: 'component', component: 'Popover'}],
    ['Select', {kind: 'component', component: 'OutlinedInput'}],
    ['TextField', {kind: 'component', component: 'FormControl'}],
    ['Fade', {kind: 'component', component: 'Transition', fromPackage: 'react-transition-group'}],
    ['Divider', {kind: 'element', element: 'hr'}],
  ])('%s', (name, inheritance) => {
    expect(component('@mui/material', name).inheritance).toMatchObject(inheritance);
  });

  it('takes merged class names from the runtime object (Input has InputBase classes)', () => {
    expect(component('@mui/material', 'Input').classes.find((entry) => entry.key === 'formControl')?.className).toBe('MuiInputBase-formControl');
  });
});

describe('Joy UI Button', () => {
  it('has the documented props, slots and classes', () => {
    const button = component('@mui/joy', 'Button');
    expect(prop(button, 'variant')).toMatchObject({type: "'plain' | 'outlined' | 'soft' | 'solid'", default: "'solid'"});
    expect(prop(button, 'color')).toMatchObject({default: "'primary'"});
    expect(prop(button, 'loadingPosition')).toMatchObject({type: "'start' | 'end' | 'center'", default: "'center'"});
    expect(button.slots.map((slot) => [slot.name, slot.defaultComponent])).toEqual([
      ['root', "'button'"],
      ['startDecorator', "'span'"],
      ['endDecorator', "'span'"],
      ['loadingIndicatorCenter', "'span'"],
    ]);
    expect(button.classes.find((entry) => entry.key === 'focusVisible')?.className).toBe('Mui-focusVisible');
    expect(button.inheritance).toEqual({kind: 'element', element: 'button'});
  });

  it('renders the pinned page', async () => {
    await expect(pages.get('/joy-ui/api/button')).toMatchFileSnapshot(path.join(FIXTURES_DIR, 'pages', 'joy-ui-button.mdx'));
  });
});

describe('every page', () => {
  it('compiles as MDX v3 and every table row has the header’s cell count', async () => {
    const processor = createProcessor({remarkPlugins: [remarkGfm]});
    const problems: string[] = [];
    for (const [route, page] of pages) {
      const body = page.replace(/^---\n[\s\S]*?\n---\n/, '');
      try {
        await compile(body, {remarkPlugins: [remarkGfm]});
      } catch (error) {
        problems.push(`${route}: ${String(error)}`);
        continue;
      }
      const tableLines = body.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| ---')).length;
      let rows = 0;
      const visit = (node: Nodes): void => {
        if (node.type === 'table') {
          const width = node.children[0]?.children.length ?? 0;
          for (const row of node.children) {
            rows += 1;
            if (row.children.length !== width) {
              problems.push(`${route}: a table row has ${row.children.length} cells instead of ${width}`);
            }
          }
        }
        if ('children' in node) {
          node.children.forEach((child) => visit(child));
        }
      };
      visit(processor.parse(body));
      if (rows !== tableLines) {
        problems.push(`${route}: ${tableLines} table lines but ${rows} rows parsed`);
      }
    }
    expect(problems).toEqual([]);
  }, COMPILE_ALL_TIMEOUT_MS);

  it('links inside the site only to generated routes, with known anchors', () => {
    const targets = linkTargets();
    const problems: string[] = [];
    for (const [route, page] of pages) {
      for (const match of page.matchAll(/\]\((\/[^)\s]*)\)|href="(\/[^"]*)"/g)) {
        const href = match[1] ?? match[2] ?? '';
        const [pathname = '', hash] = href.split('#');
        if (!targets.routes.has(pathname) || (hash !== undefined && !targets.anchors.get(pathname)?.has(hash))) {
          problems.push(`${route}: ${href}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
