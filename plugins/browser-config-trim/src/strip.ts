/**
 * The site config as the browser bundle gets it: without what only the build reads. Docusaurus
 * writes the whole config into `.docusaurus/docusaurus.config.mjs`, which `main.js` includes, so
 * every page loaded every plugin's options (the docs instances, the API packages, the rehype
 * plugins) and the head tags, which the build alone reads.
 */

/** Config fields read only while building (plugins, head tags and files the build adds). */
export const BUILD_ONLY_FIELDS = ['plugins', 'presets', 'themes', 'headTags', 'scripts', 'stylesheets', 'clientModules', 'staticDirectories'] as const;

const MODULE_SHAPE = /^([\s\S]*?)export default ([\s\S]*?);?\s*$/;

/** The generated module's source with the build-only fields left out. */
export function browserConfigTrimModule(source: string, file: string): string {
  const match = MODULE_SHAPE.exec(source);
  let config: unknown;
  try {
    config = match === null ? undefined : JSON.parse(match[2] ?? '');
  } catch {
    config = undefined;
  }
  if (match === null || typeof config !== 'object' || config === null || Array.isArray(config)) {
    throw new Error(`browser-config-trim plugin: ${file} is not \`export default {…JSON…};\` as Docusaurus 3.10 writes it; update plugins/browser-config-trim/src/strip.ts.`);
  }
  const kept = Object.fromEntries(Object.entries(config).filter(([field]) => !(BUILD_ONLY_FIELDS as readonly string[]).includes(field)));
  return `${match[1] ?? ''}export default ${JSON.stringify(kept)};\n`;
}
