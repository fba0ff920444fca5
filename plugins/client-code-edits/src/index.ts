/**
 * Docusaurus plugin: the browser bundle's copies of a few Docusaurus modules are edited (see
 * rewrites.ts). The server bundle is left as it is. If Docusaurus moves a module or changes the
 * code an edit replaces, the build fails naming the file.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {HISTORY_LINK_MODULE, resolveRewrite, REWRITES, REWRITE_GROUPS, type Rewrite, type RewriteGroup} from './rewrites';

const LOADER = path.join(__dirname, '..', 'loader.cjs');

export interface ClientCodeEditsOptions {
  /** Groups of edits left out, to measure what they save (see bench/patch-savings.mjs). */
  readonly skip?: readonly RewriteGroup[];
}

function isRewriteGroup(value: unknown): value is RewriteGroup {
  return typeof value === 'string' && Object.hasOwn(REWRITE_GROUPS, value);
}

/** The options as written in the config, checked: a group that does not exist fails the build. */
function readSkip(rawOptions: unknown): readonly RewriteGroup[] {
  const skip: unknown = typeof rawOptions === 'object' && rawOptions !== null && 'skip' in rawOptions ? rawOptions.skip : [];
  if (!Array.isArray(skip) || !skip.every(isRewriteGroup)) {
    throw new Error(`client-code-edits: \`skip\` lists groups of edits, of ${Object.keys(REWRITE_GROUPS).join(', ')}; got ${JSON.stringify(skip)}.`);
  }
  return skip;
}

export default function clientCodeEditsPlugin(_context: LoadContext, rawOptions: unknown): Plugin {
  const skipped = new Set(readSkip(rawOptions).flatMap((group): readonly Rewrite[] => REWRITE_GROUPS[group]));
  return {
    name: 'client-code-edits',
    configureWebpack(_config, isServer) {
      if (isServer) {
        return {};
      }
      return {
        resolve: {alias: {[`${HISTORY_LINK_MODULE}$`]: path.join(__dirname, 'client', 'HistoryLink.tsx')}},
        module: {
          rules: REWRITES.flatMap((rewrite, index) =>
            skipped.has(rewrite)
              ? []
              : [
                  {
                    // A string condition matches this absolute path.
                    test: resolveRewrite(rewrite),
                    // Before the site's JavaScript loader, on the source as Docusaurus ships it.
                    enforce: 'pre' as const,
                    use: [{loader: LOADER, options: {index}}],
                  },
                ],
          ),
        },
      };
    },
  };
}
