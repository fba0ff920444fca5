/**
 * The swizzled theme components under src/theme (CONTRIBUTING.md, "Swizzled theme components").
 * An ejected component is a copy of theme-classic's source at the version it was ejected from:
 * its guard is that source's hash, so an upgrade that changes the original fails the manifest test
 * naming the component to re-diff. A wrapped one needs the original to exist.
 */
import type {InternalEntry, Mechanism} from './types';

const THEME = '@docusaurus/theme-classic';
const DOCUSAURUS_3_10 = '>=3.10.0 <3.11.0';

interface Swizzle {
  readonly component: string;
  readonly mechanism: Extract<Mechanism, 'eject' | 'wrap' | 'extend-map' | 'extension-point'>;
  readonly saving: string;
  /** theme-classic's files the ejected copy was made from, with their sha256 at 3.10.2. */
  readonly ejectedFrom?: Readonly<Record<string, string>>;
  /** The original's file, when it is not `lib/theme/<component>/index.js`. */
  readonly original?: string;
  readonly package?: string;
}

const SWIZZLES: readonly Swizzle[] = [
  {component: 'DocSidebarItems', mechanism: 'wrap', saving: "the product's first group starts closed on pages another group holds"},
  {component: 'DocSidebarItem/Category', mechanism: 'wrap', saving: 'a subheader rendered as a label, not an <a> without href'},
  {
    component: 'DocSidebarItem/Link',
    mechanism: 'eject',
    saving: 'page icon, flag chips and plan marks inside the link',
    ejectedFrom: {
      'lib/theme/DocSidebarItem/Link/index.js': 'ea78ce62f5e4af48dfc48c258ce3b346a9394571596e3ef8d4287a005ab8d520',
      'lib/theme/DocSidebarItem/Link/styles.module.css': '790376d09b1f4486f7e7809d6d37a05158a66c6245e3de90fc7e4b0888d06424',
    },
  },
  {component: 'NavbarItem/ComponentTypes', mechanism: 'extend-map', original: 'lib/theme/NavbarItem/ComponentTypes.js', saving: "the site's five navbar item types"},
  {component: 'NotFound/Content', mechanism: 'wrap', saving: 'the products listed on the 404 page'},
  {component: 'DocItem/Content', mechanism: 'wrap', saving: 'the ad slot in the lead paragraph, the plan mark above the title'},
  {component: 'DocRoot/Layout/Main', mechanism: 'wrap', saving: "the page left torn down when the browser is idle, not between the new page's first frames: Button to Button Group 519 to 488 ms at 4x (A/B, medians of 11)"},
  {
    component: 'CodeBlock',
    mechanism: 'eject',
    saving: 'every code block rendered once, not again after hydration',
    ejectedFrom: {'lib/theme/CodeBlock/index.js': '639f8655d319e123c4efa5223a42078d3e98ea361e206f6f1bfb87b080a28904'},
  },
  {
    component: 'CodeBlock/Content',
    mechanism: 'eject',
    saving: 'the built highlighted lines kept at hydration: Prism (10 KB gzip, about 250 ms at 4x) not loaded by pages that open with code',
    ejectedFrom: {
      'lib/theme/CodeBlock/Content/index.js': '0d361f5894590ea483a8cd846925bf41d85301eed29e0cfb4dc515128ab35556',
      'lib/theme/CodeBlock/Content/styles.module.css': '26dba21a9e8eb53810a03017513a07ac613288682addf075f186ed52b1b5e07f',
    },
  },
  {
    component: 'CodeBlock/Buttons/CopyButton',
    mechanism: 'eject',
    saving: '"Copy"/"Copied" text for 2000 ms, analytics attributes, the Ctrl/Cmd+C hook',
    ejectedFrom: {'lib/theme/CodeBlock/Buttons/CopyButton/index.js': '936a841fd6a5778e214220938f1903286a6478a3d4463f21effbd56458f5dda8'},
  },
  {component: 'MDXComponents', mechanism: 'extend-map', saving: 'tables take a tab stop while they scroll, task-list checkboxes get a name'},
  {component: 'Navbar/MobileSidebar', mechanism: 'wrap', saving: 'the phone menu rendered on intent: about 170 ms of a slow phone at load'},
  {
    component: 'Navbar/MobileSidebar/Toggle',
    mechanism: 'eject',
    saving: "the menu button reports the reader reaching for it, so the menu is ready before the click",
    ejectedFrom: {'lib/theme/Navbar/MobileSidebar/Toggle/index.js': 'daa023d1c382110294842f2fe30356e2002fed2511b8b36969b151e974008ec8'},
  },
  {
    component: 'LastUpdated',
    mechanism: 'eject',
    saving: "the page's date formatted without Intl in English: no calendar data loaded in hydration (90-130 ms at 4x)",
    ejectedFrom: {'lib/theme/LastUpdated/index.js': '30948229c514009458316d5f6d94da1562993c6d05ca40f3f56be9079f89b35c'},
  },
  {
    component: 'prism-include-languages',
    mechanism: 'extension-point',
    original: 'lib/theme/prism-include-languages.js',
    saving: "Prism's language catalogue out of main.js: 5.5 KiB gzip",
  },
  {
    component: 'Root',
    mechanism: 'extension-point',
    package: '@docusaurus/core',
    original: 'lib/client/theme-fallback/Root/index.js',
    saving: "the docs theme state, colour mode and the search dialog's host",
  },
];

function sourceOf(component: string): string {
  const folder = `src/theme/${component}`;
  return ['Root', 'MDXComponents', 'prism-include-languages', 'NavbarItem/ComponentTypes'].includes(component)
    ? `${folder}.${component === 'prism-include-languages' ? 'ts' : 'tsx'}`
    : `${folder}/index.tsx`;
}

export const SWIZZLE_ENTRIES: readonly InternalEntry[] = SWIZZLES.map((swizzle) => {
  const original = swizzle.original ?? `lib/theme/${swizzle.component}/index.js`;
  return {
    id: `swizzle/${swizzle.component}`,
    owner: sourceOf(swizzle.component),
    package: swizzle.package ?? THEME,
    module: original,
    writtenFor: DOCUSAURUS_3_10,
    mechanism: swizzle.mechanism,
    guards:
      swizzle.ejectedFrom === undefined
        ? [{kind: 'exists', file: original}]
        : Object.entries(swizzle.ejectedFrom).map(([file, sha256]) => ({kind: 'unchanged', file, sha256})),
    saving: swizzle.saving,
    recheck:
      swizzle.mechanism === 'eject'
        ? `${sourceOf(swizzle.component)} against ${THEME}'s ${original} (diff the two versions of the original, carry the change over, then update its sha256 here)`
        : `${sourceOf(swizzle.component)} against ${swizzle.package ?? THEME}'s ${original}`,
  };
});
