/**
 * Writes `build/_headers`. `npm run build` runs it right after `docusaurus build`, not as a
 * plugin's postBuild hook: the policy hashes the inline scripts of every page, including the
 * redirect pages @docusaurus/plugin-client-redirects writes in its own postBuild, and Docusaurus
 * runs the plugins' postBuild hooks concurrently, so no hook sees all pages.
 *
 * The options come from the site's composition root: the `securityHeaders` export of
 * docusaurus.config.ts.
 * Usage: jiti plugins/security-headers/src/cli.ts [siteDir=.] [outDir=build]
 */
import path from 'node:path';
import {writeHeadersFile, type WriteHeadersOptions} from './write';

type SiteOptions = Omit<WriteHeadersOptions, 'outDir'>;

function isSiteOptions(value: unknown): value is SiteOptions {
  return typeof value === 'object' && value !== null && 'sources' in value && 'headers' in value && 'redirectScript' in value;
}

async function main(): Promise<void> {
  const siteDir = path.resolve(process.argv[2] ?? '.');
  const outDir = path.resolve(siteDir, process.argv[3] ?? 'build');
  const configFile = path.join(siteDir, 'docusaurus.config.ts');
  const config: unknown = await import(configFile);
  const options = typeof config === 'object' && config !== null && 'securityHeaders' in config ? config.securityHeaders : undefined;
  if (!isSiteOptions(options)) {
    throw new Error(`security-headers: ${configFile} must export "securityHeaders" ({sources, headers, redirectScript}: SecurityHeadersOptions).`);
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
