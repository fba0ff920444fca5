/** Paths of every page in the production build, read from its sitemap. */
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
  return paths;
}
