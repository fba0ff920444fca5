/**
 * Checks every link of the built HTML (`checkBuiltSite`) and fails, naming each page's file and
 * its broken links. `npm run build` runs it last, once every page is written: the redirect pages
 * (written in a plugin's postBuild, concurrently with the others) and the Data Grid snapshots
 * (put into the pages by scripts/after-build/demo-snapshots) included. Docusaurus' own check
 * (`onBrokenLinks`, `onBrokenAnchors`) sees only the links of Markdown and `<Link>`, not the
 * `href` a component renders, such as a demo's.
 *
 * The plugin reads nothing from the site by itself: the command line names the module whose
 * `LINK_CHECK_OPTIONS` export holds the options ({siteUrl}: links to that origin are the site's).
 * Usage: jiti scripts/after-build/link-check/src/cli.ts <options module> [outDir=build]
 */
import path from 'node:path';
import {checkBuiltSite, formatFailures} from './check';

const EXPORT_NAME = 'LINK_CHECK_OPTIONS';

function siteUrlOf(loaded: unknown): string | null {
  const options = typeof loaded === 'object' && loaded !== null && EXPORT_NAME in loaded ? (loaded as Record<string, unknown>)[EXPORT_NAME] : undefined;
  const siteUrl = typeof options === 'object' && options !== null && 'siteUrl' in options ? options.siteUrl : undefined;
  return typeof siteUrl === 'string' && URL.canParse(siteUrl) ? siteUrl : null;
}

async function main(): Promise<void> {
  const [optionsArg, outDirArg = 'build'] = process.argv.slice(2);
  if (!optionsArg) {
    throw new Error('link-check: usage: cli.ts <options module> [outDir]');
  }
  const siteUrl = siteUrlOf(await import(path.resolve(optionsArg)));
  if (!siteUrl) {
    throw new Error(`link-check: ${optionsArg} must export ${EXPORT_NAME} = {siteUrl: 'https://…'}.`);
  }
  const outDir = path.resolve(outDirArg);
  const result = checkBuiltSite(outDir, new URL(siteUrl).origin);
  if (result.failures.length > 0) {
    throw new Error(formatFailures(result.failures, path.relative(process.cwd(), outDir) || '.'));
  }
  console.log(`[link-check] ${result.links} links on ${result.pages} pages lead to a page and, with a fragment, to an id in it`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
