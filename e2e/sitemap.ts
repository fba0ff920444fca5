/**
 * Paths of every page in the production build, read from its sitemap. `E2E_PATHS` (comma-separated
 * path prefixes) keeps only the pages under them, for a writer checking their own pages.
 */
import fs from 'node:fs';
import path from 'node:path';

export function sitemapPaths(): string[] {
  const file = path.join(__dirname, '..', 'build', 'sitemap.xml');
  if (!fs.existsSync(file)) {
    throw new Error(`${file} is missing: run "npm run build" before the browser tests.`);
  }
  const xml = fs.readFileSync(file, 'utf8');
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
  if (paths.length === 0) {
    throw new Error(`${file} lists no pages.`);
  }
  const prefixes = (process.env.E2E_PATHS ?? '').split(',').map((prefix) => prefix.trim()).filter(Boolean);
  if (prefixes.length === 0) {
    return paths;
  }
  const kept = paths.filter((page) => prefixes.some((prefix) => page.startsWith(prefix)));
  if (kept.length === 0) {
    throw new Error(`No page of ${file} starts with E2E_PATHS=${process.env.E2E_PATHS}.`);
  }
  return kept;
}
