/**
 * Writes `<outDir>/_headers` from the built site: every inline script of every HTML file is
 * hashed into the Content-Security-Policy. Node only (reads and writes the build folder).
 */
import fs from 'node:fs';
import path from 'node:path';
import {contentSecurityPolicy, externalizeRedirectScript, hashSource, inlineScripts, renderHeadersFile, type CspSources, type HeaderRule} from './headers';

export interface WriteHeadersOptions {
  readonly outDir: string;
  readonly sources: CspSources;
  /** Headers for every path besides the policy (`X-Content-Type-Options`, ...). */
  readonly headers: Readonly<Record<string, string>>;
  /** The site's shared redirect script (`/redirect.js`, in static/), see `externalizeRedirectScript`. */
  readonly redirectScript: string;
  /**
   * Content types by path pattern (`/*.md`), for files a host's own type table may not know or
   * may serve without a charset. A host applies the file's headers over its defaults.
   */
  readonly contentTypes?: Readonly<Record<string, string>>;
}

export interface WriteHeadersResult {
  readonly file: string;
  readonly htmlFiles: number;
  readonly scriptHashes: number;
  readonly redirectPages: number;
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

export function securityHeaderRules(hashes: readonly string[], options: Pick<WriteHeadersOptions, 'sources' | 'headers' | 'contentTypes'>): HeaderRule[] {
  return [
    {path: '/*', headers: {'Content-Security-Policy': contentSecurityPolicy(hashes, options.sources), ...options.headers}},
    // File names carry a content hash: a name always means the same bytes.
    {path: '/assets/*', headers: {'Cache-Control': 'public, max-age=31536000, immutable'}},
    // The service worker must be revalidated on every check, or an update waits for the HTTP cache.
    {path: '/sw.js', headers: {'Cache-Control': 'no-cache'}},
    ...Object.entries(options.contentTypes ?? {}).map(([pattern, type]) => ({path: pattern, headers: {'Content-Type': type}})),
  ];
}

export function writeHeadersFile(options: WriteHeadersOptions): WriteHeadersResult {
  if (!fs.existsSync(path.join(options.outDir, 'index.html'))) {
    throw new Error(`security-headers: ${options.outDir} holds no built site (no index.html): run the build first.`);
  }
  const files = htmlFiles(options.outDir);
  if (!fs.existsSync(path.join(options.outDir, options.redirectScript))) {
    throw new Error(`security-headers: the redirect script ${options.redirectScript} is not in ${options.outDir}.`);
  }
  const hashes = new Set<string>();
  let redirectPages = 0;
  for (const file of files) {
    const original = fs.readFileSync(file, 'utf8');
    const html = externalizeRedirectScript(original, options.redirectScript);
    if (html !== original) {
      fs.writeFileSync(file, html);
      redirectPages += 1;
    }
    for (const script of inlineScripts(html)) {
      hashes.add(hashSource(script));
    }
  }
  const file = path.join(options.outDir, '_headers');
  fs.writeFileSync(file, renderHeadersFile(securityHeaderRules([...hashes], options)));
  return {file, htmlFiles: files.length, scriptHashes: hashes.size, redirectPages};
}
