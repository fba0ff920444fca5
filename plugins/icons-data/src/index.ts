/**
 * Docusaurus plugin: the SVG data of every `@mui/icons-material` icon, one JSON file per theme,
 * for the Material Icons browser.
 *
 * The icons are read from the installed package at build time (src/collect.ts, src/parse.ts) and
 * the files are emitted as assets of the client build (`<assetDir>/<theme>.<hash>.json`), so
 * `npm start` serves them too and a page downloads only the theme it shows, with `fetch()`. No
 * icon module enters any bundle. The files' URLs, the themes and their icon counts are the
 * plugin's global data (a few hundred bytes), read with `usePluginData('icons-data')`.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Compiler} from 'webpack';
import {collectIcons, ICON_THEMES} from './collect';

const PLUGIN_NAME = 'icons-data';
const PACKAGE_NAME = '@mui/icons-material';

export interface IconsDataPluginOptions {
  /**
   * Folder of the package's compiled icon modules (`Alarm.js`…), relative to the site.
   * Default: the `esm` folder of the `@mui/icons-material` that the site resolves.
   */
  readonly moduleDir?: string;
  /** Folder of the JSON files in the build output, without leading or trailing slash. Default `assets/icons-data`. */
  readonly assetDir?: string;
}

/** The plugin's global data, as the site reads it. */
export interface IconsData {
  /** Version of the installed icon package. */
  readonly version: string;
  readonly themes: readonly {
    readonly id: string;
    readonly label: string;
    /** Module-name suffix of the theme: '' for Filled. */
    readonly suffix: string;
    readonly count: number;
    /** Site-absolute URL of the theme's JSON file: `{[baseName]: IconNode[]}`. */
    readonly url: string;
  }[];
}

interface Content {
  readonly data: IconsData;
  /** Asset path in the output folder to file contents. */
  readonly files: ReadonlyMap<string, string>;
}

function validateOptions(options: unknown): {moduleDir: string | undefined; assetDir: string} {
  const record: Record<string, unknown> = typeof options === 'object' && options !== null ? {...options} : {};
  const {moduleDir, assetDir = 'assets/icons-data'} = record;
  if (moduleDir !== undefined && (typeof moduleDir !== 'string' || moduleDir === '')) {
    throw new Error(`${PLUGIN_NAME} plugin: option "moduleDir" must be a folder path, got ${JSON.stringify(moduleDir)}.`);
  }
  if (typeof assetDir !== 'string' || !/^[\w-]+(?:\/[\w-]+)*$/.test(assetDir)) {
    throw new Error(
      `${PLUGIN_NAME} plugin: option "assetDir" must be a relative folder like "assets/icons-data", got ${JSON.stringify(assetDir)}.`,
    );
  }
  return {moduleDir, assetDir};
}

/**
 * The installed package's folder and version, as resolved from the site. The package's exports
 * map hides its package.json, so the folder is found from the entry point upwards.
 */
function installedPackage(siteDir: string): {dir: string; version: string} {
  let dir = path.dirname(createRequire(path.join(siteDir, 'package.json')).resolve(PACKAGE_NAME));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest)) {
      const {name, version} = JSON.parse(fs.readFileSync(manifest, 'utf8')) as {name?: unknown; version?: unknown};
      if (name === PACKAGE_NAME) {
        return {dir, version: typeof version === 'string' ? version : 'unknown'};
      }
    }
    const parent = path.dirname(dir);
    if (parent === dir) {
      throw new Error(`${PLUGIN_NAME} plugin: found no package.json of ${PACKAGE_NAME} above its entry point.`);
    }
    dir = parent;
  }
}

function contentHash(text: string): string {
  return crypto.createHash('sha256').update(text).digest('hex').slice(0, 10);
}

export default function iconsDataPlugin(context: LoadContext, options: unknown): Plugin {
  const {moduleDir: moduleDirOption, assetDir} = validateOptions(options);
  const installed = installedPackage(context.siteDir);
  const moduleDir = moduleDirOption ? path.resolve(context.siteDir, moduleDirOption) : path.join(installed.dir, 'esm');
  if (!fs.existsSync(moduleDir)) {
    throw new Error(`${PLUGIN_NAME} plugin: no icon modules at ${moduleDir}; set "moduleDir" to the package's folder of compiled icons.`);
  }

  /** Collected once per (re)load of the site; the later hooks of the same load read it. */
  let content: Content | undefined;
  const loaded = (): Content => {
    if (!content) {
      throw new Error(`${PLUGIN_NAME} plugin: the icon data is read before it was loaded.`);
    }
    return content;
  };

  return {
    name: PLUGIN_NAME,
    loadContent() {
      const icons = collectIcons(moduleDir);
      const files = new Map<string, string>();
      const themes = ICON_THEMES.map((theme) => {
        const themeIcons = icons.get(theme.id) ?? {};
        const json = JSON.stringify(themeIcons);
        const file = `${assetDir}/${theme.id}.${contentHash(json)}.json`;
        files.set(file, json);
        return {...theme, count: Object.keys(themeIcons).length, url: `${context.baseUrl}${file}`};
      });
      content = {data: {version: installed.version, themes}, files};
    },
    contentLoaded({actions}) {
      actions.setGlobalData(loaded().data);
    },
    configureWebpack(_config, isServer) {
      if (isServer) {
        return {};
      }
      const {files} = loaded();
      return {
        plugins: [
          {
            apply(compiler: Compiler) {
              const {Compilation, sources} = compiler.webpack;
              compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
                compilation.hooks.processAssets.tap({name: PLUGIN_NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL}, () => {
                  for (const [file, json] of files) {
                    compilation.emitAsset(file, new sources.RawSource(json));
                  }
                });
              });
            },
          },
        ],
      };
    },
    getPathsToWatch() {
      return [path.join(installed.dir, 'package.json')];
    },
  };
}
