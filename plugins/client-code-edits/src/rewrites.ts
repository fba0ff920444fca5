/**
 * Edits to Docusaurus' and Emotion's browser code, each a few characters in one module, for work
 * that every page's start paid for nothing.
 *
 * **Updates right after hydration, made transitions.** Once the page has hydrated, three of
 * Docusaurus' effects set state at once: the "is browser" flag, the window size (the build renders
 * for a desktop; a phone then drops the desktop sidebar and table of contents) and, per code block,
 * whether its code overflows (which shows the word-wrap button). React renders effect updates
 * without yielding: together one task of 80-140 ms at 4x on a text page, most of it re-rendering
 * the navbar, the layout and every code block. As transitions, the same rendering is done in
 * slices of about 5 ms between which the browser handles input; only the commit is one task. The
 * same updates made later (on a resize, a word-wrap toggle, a tab shown) are transitions too, which
 * changes nothing a reader sees. And a code block's hidden-tab state starts as null rather than
 * undefined, so that finding no hidden tab around it is no change.
 *
 * **No second render of the next page's layout.** The window size starts as the server's value
 * ("ssr") in every component that mounts, so that the first page hydrates as its HTML was drawn;
 * its effect then sets the real size. A doc page's layout reads it (to drop the desktop table of
 * contents on a phone), so each client-side navigation rendered the whole new page's layout a
 * second time right after its commit (breadcrumbs, content wrapper, footer, paginator: 65
 * components on a component page). Once the first page has hydrated (Docusaurus marks the root
 * element), a component that mounts starts at the window's real size.
 *
 * **Emotion's styles inserted while rendering.** With React 18 and later, Emotion inserts a
 * styled component's rules in an insertion effect, which React runs in the commit, in one task
 * with the rest of the commit. A live demo is rendered as a transition, in slices, but its commit
 * inserted every rule the demo needed: on the Data Grid page, serializing and inserting the grid's
 * rules was about 100 ms of a 300 ms commit at 4x. Emotion's fallback for Reacts without the
 * effect inserts while rendering, so the work falls in the slices. The rules are the same; they
 * go in parent first, the order the server's HTML has them in (the effect inserted them child
 * first), and the Data Grid page's screenshot is the same to the byte. A render React throws away
 * may leave rules no element uses, which changes nothing on screen.
 *
 * **Links that do not render again on every navigation.** Docusaurus' `Link` renders
 * react-router's, which reads the router's context: its value changes with the address, so every
 * link on the page rendered again on each click, before the next page could. The edited module
 * imports ./client/HistoryLink.tsx in its place, which reads the history object, the same for the
 * whole visit.
 */

import path from 'node:path';

export interface Edit {
  /** The code as the installed version writes it (Docusaurus 3.10, Emotion 11), found exactly once. */
  readonly original: string;
  readonly replacement: string;
}

export interface Rewrite {
  /** The package, as resolved from the site, and the module's file in it. */
  readonly packageName: string;
  readonly file: string;
  /** What to resolve to find the package's folder, when it is not the package's name. */
  readonly request?: string;
  readonly edits: readonly Edit[];
}

export const TRANSITION_REWRITES = [
  {
    packageName: '@docusaurus/core',
    file: 'lib/client/browserContext.js',
    // The package has no main module; it exports no map, so its package.json resolves.
    request: '@docusaurus/core/package.json',
    edits: [{original: 'setIsBrowser(true);', replacement: 'React.startTransition(() => setIsBrowser(true));'}],
  },
  {
    packageName: '@docusaurus/theme-common',
    file: 'lib/hooks/useWindowSize.js',
    edits: [
      {original: "import { useEffect, useState } from 'react';", replacement: "import { startTransition, useEffect, useState } from 'react';"},
      {original: 'setWindowSize(getWindowSize(desktopBreakpoint));', replacement: 'startTransition(() => setWindowSize(getWindowSize(desktopBreakpoint)));'},
      // Only the first page's hydration needs the server's value: a layout mounted later (the
      // next page of a client-side navigation) starts at the window's size, so its effect finds
      // no change and the whole doc layout does not render a second time.
      {
        original: "// see https://github.com/facebook/docusaurus/issues/9379\n    'ssr');",
        replacement:
          "// see https://github.com/facebook/docusaurus/issues/9379\n    " +
          "(ExecutionEnvironment.canUseDOM && document.documentElement.getAttribute('data-has-hydrated') === 'true' ? getWindowSize(desktopBreakpoint) : 'ssr'));",
      },
    ],
  },
  {
    packageName: '@docusaurus/theme-common',
    file: 'lib/hooks/useCodeWordWrap.js',
    edits: [
      {
        original: "import { useState, useCallback, useEffect, useRef } from 'react';",
        replacement: "import { startTransition, useState, useCallback, useEffect, useRef } from 'react';",
      },
      {original: 'setIsCodeScrollable(isScrollable);', replacement: 'startTransition(() => setIsCodeScrollable(isScrollable));'},
      // The block's hidden tab panel, null when it is in none (what `closest()` returns): with no
      // initial value, the first check changed the state from undefined to null and rendered
      // every code block again.
      {original: 'const [hiddenTabElement, setHiddenTabElement] = useState();', replacement: 'const [hiddenTabElement, setHiddenTabElement] = useState(null);'},
    ],
  },
] as const satisfies readonly Rewrite[];

export const EMOTION_REWRITES = [
  {
    packageName: '@emotion/use-insertion-effect-with-fallbacks',
    file: 'dist/emotion-use-insertion-effect-with-fallbacks.browser.esm.js',
    edits: [
      {
        original: 'var useInsertionEffectAlwaysWithSyncFallback = useInsertionEffect || syncFallback;',
        replacement: 'var useInsertionEffectAlwaysWithSyncFallback = syncFallback;',
      },
    ],
  },
] as const satisfies readonly Rewrite[];

/** What the edited Link imports in place of react-router's link: ./client/HistoryLink.tsx, by an alias (see ./index.ts). */
export const HISTORY_LINK_MODULE = 'client-code-edits/history-link';

export const LINK_REWRITES = [
  {
    packageName: '@docusaurus/core',
    file: 'lib/client/exports/Link.js',
    request: '@docusaurus/core/package.json',
    edits: [
      {
        original: "import { NavLink, Link as RRLink } from 'react-router-dom';",
        replacement: `import { NavLink } from 'react-router-dom';\nimport RRLink from '${HISTORY_LINK_MODULE}';`,
      },
    ],
  },
] as const satisfies readonly Rewrite[];

export const REWRITES: readonly Rewrite[] = [...TRANSITION_REWRITES, ...EMOTION_REWRITES, ...LINK_REWRITES];

/** The edits by what they are for, each group measured as one (bench/patch-savings.mjs). */
export const REWRITE_GROUPS = {
  'after-hydration-transitions': TRANSITION_REWRITES,
  'emotion-insert-while-rendering': EMOTION_REWRITES,
  'links-without-router-context': LINK_REWRITES,
} as const satisfies Record<string, readonly Rewrite[]>;

export type RewriteGroup = keyof typeof REWRITE_GROUPS;

export const REWRITE_GROUP_NAMES = Object.keys(REWRITE_GROUPS) as RewriteGroup[];

/**
 * The absolute path of the rewritten module: in the folder of the package's main module, since
 * theme-common and the docs plugin export neither their internal files nor their package.json to
 * `require.resolve`.
 */
export function resolveRewrite(rewrite: Rewrite, resolve: (request: string) => string = require.resolve): string {
  const main = resolve(rewrite.request ?? rewrite.packageName);
  const marker = `${path.sep}node_modules${path.sep}${rewrite.packageName.split('/').join(path.sep)}${path.sep}`;
  const at = main.lastIndexOf(marker);
  if (at === -1) {
    throw new Error(`client-code-edits plugin: ${rewrite.packageName} resolved to ${main}, outside a node_modules folder of that name.`);
  }
  return path.join(main.slice(0, at + marker.length), rewrite.file);
}

/**
 * The module's source with each edit made. Fails, naming the file, unless each original is there
 * exactly once: an upgrade that changes the code must be looked at again.
 */
export function rewriteSource(source: string, file: string, rewrite: Rewrite): string {
  return rewrite.edits.reduce((text, {original, replacement}) => {
    const parts = text.split(original);
    if (parts.length !== 2) {
      throw new Error(
        `client-code-edits plugin: ${file} should contain "${original}" once, as the installed version does (found ${parts.length - 1}); ` +
          'check the code around it, then update plugins/client-code-edits/src/rewrites.ts.',
      );
    }
    return parts.join(replacement);
  }, source);
}
