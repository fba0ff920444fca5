/**
 * Writes `build/_headers`. `npm run build` runs it right after `docusaurus build`, not as a
 * plugin's postBuild hook: the policy hashes the inline scripts of every page, including the
 * redirect pages @docusaurus/plugin-client-redirects writes in its own postBuild, and Docusaurus
 * runs the plugins' postBuild hooks concurrently, so no hook sees all pages.
 *
 * The plugin reads nothing from the site by itself: the command line names the module whose
 * `SECURITY_HEADERS_OPTIONS` export holds the options ({sources, headers, redirectScript, contentTypes?}).
 * (Not docusaurus.config.ts: Docusaurus rejects any export of it besides the config.)
 * Usage: jiti scripts/after-build/security-headers/src/cli.ts <options module> [outDir=build]
 */
import path from 'node:path';
import {writeHeadersFile, type WriteHeadersOptions} from './write';

type SiteOptions = Omit<WriteHeadersOptions, 'outDir'>;

const EXPORT_NAME = 'SECURITY_HEADERS_OPTIONS';

function isSiteOptions(value: unknown): value is SiteOptions {
  if (typeof value !== 'object' || value === null || !('sources' in value) || !('headers' in value) || !('redirectScript' in value)) {
    return false;
  }
  const {sources, headers, redirectScript} = value;
  const lists = ['script', 'connect', 'img', 'style', 'font', 'form'];
  return (
    typeof sources === 'object' &&
    sources !== null &&
    lists.every((list) => Array.isArray((sources as Record<string, unknown>)[list])) &&
    typeof headers === 'object' &&
    headers !== null &&
    Object.values(headers).every((header) => typeof header === 'string') &&
    typeof redirectScript === 'string' &&
    redirectScript.startsWith('/') &&
    (!('contentTypes' in value) ||
      (typeof value.contentTypes === 'object' &&
        value.contentTypes !== null &&
        Object.entries(value.contentTypes).every(([pattern, type]) => pattern.startsWith('/') && typeof type === 'string')))
  );
}

async function main(): Promise<void> {
  const [optionsArg, outDirArg = 'build'] = process.argv.slice(2);
  if (!optionsArg) {
    throw new Error('security-headers: usage: cli.ts <options module> [outDir]');
  }
  const optionsFile = path.resolve(optionsArg);
  const outDir = path.resolve(outDirArg);
  const siteDir = process.cwd();
  const loaded: unknown = await import(optionsFile);
  const options = typeof loaded === 'object' && loaded !== null && EXPORT_NAME in loaded ? (loaded as Record<string, unknown>)[EXPORT_NAME] : undefined;
  if (!isSiteOptions(options)) {
    throw new Error(
      `security-headers: ${optionsArg} must export ${EXPORT_NAME} = {sources: {script, connect, img, style, font, form}, headers, redirectScript: '/…', contentTypes?: {'/pattern': 'type'}}.`,
    );
  }
  const result = writeHeadersFile({...options, outDir});
  console.log(
    `[security-headers] ${path.relative(siteDir, result.file)}: a policy with ${result.scriptHashes} inline-script hashes from ${result.htmlFiles} HTML files ` +
      `(${result.redirectPages} redirect pages now load ${options.redirectScript})`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
