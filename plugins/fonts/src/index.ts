/**
 * Docusaurus plugin: the site's typeface, self-hosted from a @fontsource package.
 *
 * Every page's <head> gets the `@font-face` rules (inline, so no stylesheet request stands
 * between the HTML and the text) and preload links for the files the first screen needs, so text
 * is painted in its real font from the first frame instead of swapping in and moving the layout.
 * The WOFF2 files are copied into the build under a path that names the package version (new
 * files on upgrade, safe to cache for ever) and served from node_modules by the dev server.
 *
 * Not the package's CSS through the bundler: that inlines the smaller font files into the main
 * stylesheet as data URLs (render-blocking, over 200 KB gzip) and hashes the others, so their
 * preload URLs are unknown when the page head is written.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
// Adds `devServer` to webpack's configuration type (Docusaurus merges it into its dev server's).
import type {} from 'webpack-dev-server';
import {openSync} from 'fontkit';
import {preloadTag, rewriteFontFaces, type Coverage} from './fontFaces';

const PLUGIN_NAME = 'fonts';

export interface FontsPluginOptions {
  /** The @fontsource package, e.g. `@fontsource/roboto`. */
  readonly package: string;
  /** Weights to declare; each is the package's `<weight>.css`. */
  readonly weights: readonly number[];
  /** File names (without `.woff2`) every page preloads, e.g. `roboto-latin-400-normal`. */
  readonly preload: readonly string[];
}

function validateOptions(options: unknown): FontsPluginOptions {
  const record: Record<string, unknown> = typeof options === 'object' && options !== null ? {...options} : {};
  const {package: pkg, weights, preload} = record;
  if (typeof pkg !== 'string' || !pkg.startsWith('@fontsource/')) {
    throw new Error(`${PLUGIN_NAME} plugin: option "package" must name a @fontsource package, got ${JSON.stringify(pkg)}.`);
  }
  if (!Array.isArray(weights) || weights.length === 0 || !weights.every((w): w is number => Number.isInteger(w))) {
    throw new Error(`${PLUGIN_NAME} plugin: option "weights" must be a non-empty list of font weights, got ${JSON.stringify(weights)}.`);
  }
  if (!Array.isArray(preload) || !preload.every((p): p is string => typeof p === 'string')) {
    throw new Error(`${PLUGIN_NAME} plugin: option "preload" must be a list of font file names, got ${JSON.stringify(preload)}.`);
  }
  return {package: pkg, weights, preload};
}

export default function fontsPlugin(context: LoadContext, options: unknown): Plugin {
  const {package: pkg, weights, preload} = validateOptions(options);
  const packageDir = path.dirname(require.resolve(`${pkg}/package.json`, {paths: [context.siteDir]}));
  const {version} = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {version: string};
  const urlPath = `fonts/${pkg.replace('@fontsource/', '')}/${version}`;
  const urlBase = `${context.baseUrl}${urlPath}`;
  const filesDir = path.join(packageDir, 'files');
  // The characters each file has glyphs for, read from its character map.
  const coverage: Coverage = (file) => {
    const font = openSync(path.join(filesDir, file));
    if (!('characterSet' in font)) {
      throw new Error('is a font collection, not one font');
    }
    return new Set(font.characterSet);
  };
  const faces = weights.map((weight) => {
    const file = path.join(packageDir, `${weight}.css`);
    if (!fs.existsSync(file)) {
      throw new Error(`${PLUGIN_NAME} plugin: option "weights" has ${weight}, but ${pkg} has no ${weight}.css.`);
    }
    return rewriteFontFaces(fs.readFileSync(file, 'utf8'), urlBase, `${pkg}/${weight}.css`, coverage);
  });
  const files = faces.flatMap((face) => face.files);
  const missing = preload.filter((name) => !files.includes(`${name}.woff2`));
  if (missing.length > 0) {
    throw new Error(`${PLUGIN_NAME} plugin: option "preload" names ${missing.join(', ')}, which the declared weights do not use.`);
  }

  return {
    name: PLUGIN_NAME,
    injectHtmlTags() {
      return {
        headTags: [
          ...preload.map((name) => preloadTag(`${urlBase}/${name}.woff2`)),
          `<style data-fonts="${pkg}">${faces.map((face) => face.css).join('')}</style>`,
        ],
      };
    },
    configureWebpack() {
      return {devServer: {static: [{directory: filesDir, publicPath: urlBase, watch: false}]}};
    },
    async postBuild({outDir}) {
      const target = path.join(outDir, urlPath);
      await fs.promises.mkdir(target, {recursive: true});
      await Promise.all(files.map((file) => fs.promises.copyFile(path.join(filesDir, file), path.join(target, file))));
    },
  };
}
