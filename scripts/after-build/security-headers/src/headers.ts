/**
 * Security headers for a static host, as a `_headers` file (the format Netlify and Cloudflare
 * Pages read: a path pattern on its own line, then indented `Name: value` lines). Pure: callers
 * read the built HTML and write the file.
 *
 * The Content-Security-Policy allows scripts from the site itself, from the hosts listed in the
 * options, and inline scripts by the SHA-256 hash of their exact text. Every inline script of the
 * build is hashed, so a changed inline script cannot be blocked by a stale policy.
 */
import {createHash} from 'node:crypto';

/** The hosts (origins or CSP source expressions) each kind of request may reach. */
export interface CspSources {
  readonly script: readonly string[];
  readonly connect: readonly string[];
  readonly img: readonly string[];
  readonly style: readonly string[];
  readonly font: readonly string[];
  /** Where the site's forms may post (besides the site itself). */
  readonly form: readonly string[];
}

export interface HeaderRule {
  /** `/*` for every path, `/assets/*` for a folder; `*` matches any characters. */
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
}

/** Script types a browser executes (an absent type is JavaScript); JSON-LD and the like are data. */
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** The text of every inline script a browser would execute, in document order. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/i.test(attributes)) {
      continue;
    }
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (EXECUTABLE_TYPES.has(type)) {
      scripts.push(match[2] ?? '');
    }
  }
  return scripts;
}

/**
 * The redirect pages @docusaurus/plugin-client-redirects writes each carry a different inline
 * script (`window.location.href = '<target>' + window.location.search + window.location.hash;`),
 * hundreds of hashes for the policy. This replaces that script with a shared external one that
 * reads the target from `data-to`. A page in any other shape is returned unchanged, and its
 * scripts are hashed like any other.
 */
export function externalizeRedirectScript(html: string, scriptSrc: string): string {
  return html.replace(
    /<script>\s*window\.location\.href = '([^'<>"]*)' \+ window\.location\.search \+ window\.location\.hash;\s*<\/script>/,
    (_match, target: string) => `<script src="${scriptSrc}" data-to="${target}"></script>`,
  );
}

/** A CSP hash source: `'sha256-<base64>'` of the script's UTF-8 text. */
export function hashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** The policy: one directive per line of thought, joined with `; `. Hashes are sorted and unique. */
export function contentSecurityPolicy(scriptHashes: readonly string[], sources: CspSources): string {
  const hashes = [...new Set(scriptHashes)].sort();
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...sources.script, ...hashes],
    // MUI's styles are written by Emotion at run time into <style> elements, and React sets style
    // attributes: inline styles are allowed. Inline scripts are not (only by hash, above).
    ['style-src', "'self'", "'unsafe-inline'", ...sources.style],
    ['img-src', "'self'", 'data:', ...sources.img],
    ['font-src', "'self'", ...sources.font],
    ['connect-src', "'self'", ...sources.connect],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'", ...sources.form],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

export function renderHeadersFile(rules: readonly HeaderRule[]): string {
  return `${rules.map((rule) => [rule.path, ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n')).join('\n\n')}\n`;
}

/** Reads a `_headers` file; a header line outside a path block is an error naming the line. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: {path: string; headers: Record<string, string>}[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() === '' || line.trim().startsWith('#')) {
      return;
    }
    if (!/^\s/.test(line)) {
      rules.push({path: line.trim(), headers: {}});
      return;
    }
    const current = rules.at(-1);
    const separator = line.indexOf(':');
    if (!current || separator === -1) {
      throw new Error(`_headers line ${index + 1}: expected "Name: value" under a path, got ${JSON.stringify(line)}`);
    }
    current.headers[line.slice(0, separator).trim()] = line.slice(separator + 1).trim();
  });
  return rules;
}

function patternToRegExp(pattern: string): RegExp {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${escaped}$`);
}

/** The headers for one request path: every matching rule, later rules overriding earlier ones. */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    if (patternToRegExp(rule.path).test(pathname)) {
      Object.assign(headers, rule.headers);
    }
  }
  return headers;
}
