/**
 * Reads a built site and checks every link of every HTML page with `links.ts`. Node only.
 */
import fs from 'node:fs';
import path from 'node:path';
import {readPageLinks} from './html';
import {checkLink, pagePathOf, type BuiltTarget} from './links';

export interface BrokenLink {
  readonly href: string;
  readonly reason: string;
}

export interface PageReport {
  /** The HTML file, relative to the output folder. */
  readonly file: string;
  /** The page's URL path. */
  readonly path: string;
  readonly broken: readonly BrokenLink[];
}

export interface CheckResult {
  readonly pages: number;
  readonly links: number;
  /** Pages with at least one broken link, in file order. */
  readonly failures: readonly PageReport[];
}

function filesUnder(dir: string, prefix = ''): string[] {
  return fs.readdirSync(path.join(dir, prefix), {withFileTypes: true}).flatMap((entry) => {
    const relative = prefix === '' ? entry.name : `${prefix}/${entry.name}`;
    return entry.isDirectory() ? filesUnder(dir, relative) : [relative];
  });
}

export function checkBuiltSite(outDir: string, siteOrigin: string): CheckResult {
  if (!fs.existsSync(path.join(outDir, 'index.html'))) {
    throw new Error(`link-check: ${outDir} holds no built site (no index.html): run the build first.`);
  }
  const files = filesUnder(outDir).sort();
  const site = new Map<string, BuiltTarget>();
  const hrefsOf = new Map<string, readonly string[]>();
  for (const file of files) {
    if (!file.endsWith('.html')) {
      site.set(file, {kind: 'file'});
      continue;
    }
    const page = readPageLinks(fs.readFileSync(path.join(outDir, file), 'utf8'));
    if (page.redirectTo === null) {
      site.set(file, {kind: 'page', ids: page.ids});
      hrefsOf.set(file, page.hrefs);
    } else {
      site.set(file, {kind: 'redirect', to: page.redirectTo});
    }
  }
  const failures: PageReport[] = [];
  let links = 0;
  for (const [file, hrefs] of hrefsOf) {
    const pagePath = pagePathOf(file);
    const broken = new Map<string, string>();
    for (const href of hrefs) {
      links += 1;
      if (broken.has(href)) {
        continue;
      }
      const verdict = checkLink(site, href, pagePath, siteOrigin);
      if (!verdict.ok) {
        broken.set(href, verdict.reason);
      }
    }
    if (broken.size > 0) {
      failures.push({file, path: pagePath, broken: [...broken].map(([href, reason]) => ({href, reason}))});
    }
  }
  return {pages: hrefsOf.size, links, failures};
}

/** The failure message: each page by its file, then each of its broken links and why. */
export function formatFailures(failures: readonly PageReport[], outDirName: string): string {
  const total = failures.reduce((sum, page) => sum + page.broken.length, 0);
  const lines = failures.flatMap((page) => [
    `${outDirName}/${page.file} (${page.path}):`,
    ...page.broken.map((link) => `  ${link.href}: ${link.reason}`),
  ]);
  return [`link-check: ${total} broken links on ${failures.length} pages:`, ...lines].join('\n');
}
