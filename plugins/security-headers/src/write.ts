/**
 * Writes `<outDir>/_headers` from the built site: every inline script of every HTML file is
 * hashed into the Content-Security-Policy. Node only (reads and writes the build folder).
 */
import fs from 'node:fs';
import path from 'node:path';
import {contentSecurityPolicy, hashSource, inlineScripts, renderHeadersFile, type CspSources, type HeaderRule} from './headers';

export interface WriteHeadersOptions {
  readonly outDir: string;
  readonly sources: CspSources;
  /** Headers for every path besides the policy (`X-Content-Type-Options`, ...). */
  readonly headers: Readonly<Record<string, string>>;
}

export interface WriteHeadersResult {
  readonly file: string;
  readonly htmlFiles: number;
  readonly scriptHashes: number;
}

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return htmlFiles(file);
    }
    return entry.name.endsWith('.html') ? [file] : [];
  });
}

export function securityHeaderRules(hashes: readonly string[], options: Pick<WriteHeadersOptions, 'sources' | 'headers'>): HeaderRule[] {
  return [
    {path: '/*', headers: {'Content-Security-Policy': contentSecurityPolicy(hashes, options.sources), ...options.headers}},
    // File names carry a content hash: a name always means the same bytes.
    {path: '/assets/*', headers: {'Cache-Control': 'public, max-age=31536000, immutable'}},
    // The service worker must be revalidated on every check, or an update waits for the HTTP cache.
    {path: '/sw.js', headers: {'Cache-Control': 'no-cache'}},
  ];
}

export function writeHeadersFile(options: WriteHeadersOptions): WriteHeadersResult {
  if (!fs.existsSync(path.join(options.outDir, 'index.html'))) {
    throw new Error(`security-headers: ${options.outDir} holds no built site (no index.html): run the build first.`);
  }
  const files = htmlFiles(options.outDir);
  const hashes = new Set<string>();
  for (const file of files) {
    for (const script of inlineScripts(fs.readFileSync(file, 'utf8'))) {
      hashes.add(hashSource(script));
    }
  }
  const file = path.join(options.outDir, '_headers');
  fs.writeFileSync(file, renderHeadersFile(securityHeaderRules([...hashes], options)));
  return {file, htmlFiles: files.length, scriptHashes: hashes.size};
}
