/**
 * Scripts compiled off the main thread. V8 compiles most functions lazily: a function is only
 * pre-parsed when its file is compiled, then parsed again and compiled on the main thread the
 * first time it is called. A page's start calls most of the functions in `main.js` (React DOM,
 * the router, Docusaurus' client, the theme) and in its large chunks, so that work landed in the
 * page's longest tasks. The magic comment `//# allFunctionsCalledOnLoad` as a file's first line
 * (V8 12.8+, Chrome 136+; https://v8.dev/blog/explicit-compile-hints) makes V8 compile every
 * function of the file eagerly, on the background thread that streams the script in.
 *
 * Only files of at least 30 KiB carry it: Chromium streams (compiles in the background) only
 * scripts that large; a smaller one would be compiled whole on the main thread. Measured on the
 * built pages without CPU throttling (main-thread lazy compilation, two runs each): text page
 * 113 and 91 ms without the comment, 27 and 31 ms with it; component page 116 and 120 ms, 53 and
 * 70 ms; Data Grid page 146 and 120 ms, 52 and 68 ms.
 */
import type {Compiler} from 'webpack';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Smallest script Chromium compiles on a background thread as it downloads. */
export const MIN_STREAMED_BYTES = 30 * 1024;

/** Whether an emitted file gets the hint: a script large enough to be compiled off the main thread. */
export function wantsCompileHint(file: string, bytes: number): boolean {
  return /\.m?js$/.test(file) && bytes >= MIN_STREAMED_BYTES;
}

const NAME = 'stepwise-app-start:compile-hints';

/**
 * Puts the hint first in each such file: after minification, which drops comments, and before
 * source maps are written, so that a map accounts for the added line.
 */
export const compileHintsPlugin = {
  apply(compiler: Compiler): void {
    const {Compilation, sources} = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // Also before the content hashes are computed, so that a file's name changes with it.
      compilation.hooks.processAssets.tap({name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1}, (assets) => {
        for (const [file, source] of Object.entries(assets)) {
          if (wantsCompileHint(file, source.size())) {
            compilation.updateAsset(file, new sources.ConcatSource(COMPILE_HINT, source));
          }
        }
      });
    });
  },
};
