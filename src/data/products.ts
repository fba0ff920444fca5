/**
 * Product identity: one entry per documented product.
 *
 * This module is imported by Node (docusaurus.config.ts, sidebars.ts) and by the browser
 * (navbar, home page), so it must stay free of React and of browser APIs.
 */
import materialPackage from '@mui/material/package.json';
import joyPackage from '@mui/joy/package.json';
import systemPackage from '@mui/system/package.json';
import dataGridPackage from '@mui/x-data-grid/package.json';
import {ARCHIVED_VERSIONS, VIEW_ALL_VERSIONS} from '../constants/versions';
import {versionLabel} from './docsVersions';

/** Category used by analytics: Material, Joy and System are "core". */
export type ProductCategoryId = 'core' | 'x' | 'docs-infra';

interface ProductVersion {
  readonly text: string;
  readonly href?: string;
  readonly current?: boolean;
}

export interface ProductIdentity {
  /** The docs plugin instance id, also the product id used by analytics. */
  readonly id: ProductId;
  readonly name: string;
  /** A short line shown under the name in the product menu. */
  readonly metadata: string;
  /** What the product is, in one sentence (home page, product menu). */
  readonly description: string;
  /** URL path prefix without slashes, e.g. `material-ui` or `experiments/docs`. */
  readonly routeBasePath: string;
  /** Content folder relative to the site root. */
  readonly docsPath: string;
  /** Logo under `static/`, referenced from the site root. */
  readonly logo: string;
  readonly categoryId: ProductCategoryId;
  /** Where a reader starts (a pathname inside the product). */
  readonly startPath: string;
  /** Hidden from the product menu and the home page (internal pages). */
  readonly internal: boolean;
  /**
   * The versions a reader can go to: the current one first (from the installed package, never
   * typed by hand), then the older majors on their own sites, then "View all versions".
   */
  readonly versions: readonly ProductVersion[];
}

/** `v<version>` of an installed package: the documented version is the installed version. */
function currentVersion(version: string): ProductVersion {
  return {text: versionLabel(version), current: true};
}

function withArchived(current: ProductVersion, archived: readonly {text: string; href: string}[]): readonly ProductVersion[] {
  return archived.length === 0 ? [current] : [current, ...archived, VIEW_ALL_VERSIONS];
}

const PRODUCT_IDS = ['material-ui', 'joy-ui', 'system', 'x', 'experiments'] as const;
export type ProductId = (typeof PRODUCT_IDS)[number];

export const PRODUCTS = {
  'material-ui': {
    id: 'material-ui',
    name: 'Material UI',
    metadata: 'MUI Core',
    description:
      "React components that implement Google's Material Design, ready for production.",
    routeBasePath: 'material-ui',
    docsPath: 'docs/material-ui',
    logo: '/img/logos/material-ui.svg',
    categoryId: 'core',
    startPath: '/material-ui/getting-started/overview',
    internal: false,
    versions: withArchived(currentVersion(materialPackage.version), ARCHIVED_VERSIONS['material-ui']),
  },
  'joy-ui': {
    id: 'joy-ui',
    name: 'Joy UI',
    metadata: 'MUI Core',
    description: 'React components built to spark joy, with a design of their own.',
    routeBasePath: 'joy-ui',
    docsPath: 'docs/joy-ui',
    logo: '/img/logos/joy-ui.svg',
    categoryId: 'core',
    startPath: '/joy-ui/getting-started',
    internal: false,
    versions: withArchived(currentVersion(joyPackage.version), ARCHIVED_VERSIONS['joy-ui']),
  },
  system: {
    id: 'system',
    name: 'MUI System',
    metadata: 'MUI Core',
    description: 'CSS utilities and the sx prop for building custom designs quickly.',
    routeBasePath: 'system',
    docsPath: 'docs/system',
    logo: '/img/logos/system.svg',
    categoryId: 'core',
    startPath: '/system/getting-started',
    internal: false,
    versions: withArchived(currentVersion(systemPackage.version), ARCHIVED_VERSIONS.system),
  },
  x: {
    id: 'x',
    name: 'MUI X',
    metadata: 'Advanced components',
    description: 'Data Grid, Date and Time Pickers, Charts and Tree View for complex apps.',
    routeBasePath: 'x',
    docsPath: 'docs/x',
    logo: '/img/logos/x.svg',
    categoryId: 'x',
    startPath: '/x/introduction',
    internal: false,
    versions: withArchived(currentVersion(dataGridPackage.version), ARCHIVED_VERSIONS.x),
  },
  experiments: {
    id: 'experiments',
    name: 'Docs infra',
    metadata: 'Internal',
    description: 'Internal pages that exercise every element the docs can render.',
    routeBasePath: 'experiments/docs',
    docsPath: 'docs/experiments',
    logo: '/img/logos/docs-infra.svg',
    categoryId: 'docs-infra',
    startPath: '/experiments/docs',
    internal: true,
    versions: [],
  },
} as const satisfies Record<ProductId, ProductIdentity>;

/** The current version's label, e.g. `v7.3.5`, or null for a product without one. */
export function currentVersionLabel(product: ProductIdentity): string | null {
  return product.versions.find((version) => version.current)?.text ?? null;
}

/** The versions published elsewhere (everything but the current one and "View all"). */
export function archivedVersionsOf(product: ProductIdentity): readonly {text: string; href: string}[] {
  return product.versions.filter(
    (version): version is {text: string; href: string} =>
      !version.current && version.href !== undefined && version.text !== VIEW_ALL_VERSIONS.text,
  );
}

export const PRODUCT_LIST: readonly ProductIdentity[] = PRODUCT_IDS.map((id) => PRODUCTS[id]);

/** The product of a docs plugin instance (its id is the product's), or null for another plugin. */
export function productById(id: string): ProductIdentity | null {
  return PRODUCT_LIST.find((product) => product.id === id) ?? null;
}

/** The product whose route prefix owns `pathname` (language prefix already removed). */
export function productForPathname(pathname: string): ProductIdentity | null {
  // Longest prefix first so that nested prefixes could never shadow each other.
  const sorted = [...PRODUCT_LIST].sort(
    (a, b) => b.routeBasePath.length - a.routeBasePath.length,
  );
  return (
    sorted.find(
      (p) =>
        pathname === `/${p.routeBasePath}` || pathname.startsWith(`/${p.routeBasePath}/`),
    ) ?? null
  );
}
