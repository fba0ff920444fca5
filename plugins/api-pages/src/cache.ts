/**
 * On-disk cache of extraction results, so `npm start` does not rebuild the TypeScript programs
 * when nothing changed. One JSON file per package, keyed by
 * - the package name and installed version (an upgrade regenerates),
 * - a hash of this plugin's own source files (a change to extraction regenerates),
 * - the package's skip-list entries.
 * Rendering is not cached: it is cheap and depends on the docs that link targets come from.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {PackageApi} from './types';

/** Folder of this module: the plugin's `src/`, whose files make up the source version. */
const SOURCE_DIR = path.dirname(fileURLToPath(import.meta.url));

function sha256(text: string): string {
  return crypto.createHash('sha256').update(text).digest('hex');
}

/** Hash of the plugin's `.ts` sources (tests excluded), sorted by name. */
export function sourceVersion(sourceDir: string = SOURCE_DIR): string {
  const files = fs
    .readdirSync(sourceDir)
    .filter((name) => name.endsWith('.ts'))
    .sort();
  return sha256(files.map((name) => `${name}\n${fs.readFileSync(path.join(sourceDir, name), 'utf8')}`).join('\n'));
}

export interface CacheKeyInput {
  readonly packageName: string;
  readonly packageVersion: string;
  readonly sourceVersion: string;
  readonly skip: Readonly<Record<string, string>>;
}

export function cacheKey(input: CacheKeyInput): string {
  const skip = Object.keys(input.skip).sort().join(',');
  return sha256([input.packageName, input.packageVersion, input.sourceVersion, skip].join('\n'));
}

/** `@mui/material` → `mui-material`: one file-name-safe prefix per package. */
function filePrefix(packageName: string): string {
  return packageName.replace(/^@/, '').replace(/[^\w.-]+/g, '-');
}

function cacheFile(cacheDir: string, input: CacheKeyInput, key: string): string {
  return path.join(cacheDir, `${filePrefix(input.packageName)}@${input.packageVersion}-${key.slice(0, 16)}.json`);
}

interface CacheEntry {
  readonly key: string;
  readonly api: PackageApi;
}

function isCacheEntry(value: unknown): value is CacheEntry {
  if (typeof value !== 'object' || value === null || !('key' in value) || !('api' in value)) {
    return false;
  }
  const api: unknown = value.api;
  return (
    typeof value.key === 'string' &&
    typeof api === 'object' &&
    api !== null &&
    'components' in api &&
    Array.isArray(api.components) &&
    'warnings' in api &&
    Array.isArray(api.warnings)
  );
}

/** The cached result, or `undefined` when missing, stale or unreadable (then it is rebuilt). */
export function readCache(cacheDir: string, input: CacheKeyInput): PackageApi | undefined {
  const key = cacheKey(input);
  const file = cacheFile(cacheDir, input, key);
  if (!fs.existsSync(file)) {
    return undefined;
  }
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    return isCacheEntry(parsed) && parsed.key === key ? parsed.api : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Stores a result and removes the package's older entries. Written to a temporary file and
 * renamed, so a concurrent reader never sees half a file.
 */
export function writeCache(cacheDir: string, input: CacheKeyInput, api: PackageApi): string {
  const key = cacheKey(input);
  const file = cacheFile(cacheDir, input, key);
  fs.mkdirSync(cacheDir, {recursive: true});
  const prefix = `${filePrefix(input.packageName)}@`;
  for (const name of fs.readdirSync(cacheDir)) {
    if (name.startsWith(prefix) && name.endsWith('.json') && path.join(cacheDir, name) !== file) {
      fs.rmSync(path.join(cacheDir, name), {force: true});
    }
  }
  const temporary = `${file}.${process.pid}.tmp`;
  // Indented: a site may commit its cache (this one does), and an upgrade's diff is then readable.
  fs.writeFileSync(temporary, `${JSON.stringify({key, api} satisfies CacheEntry, null, 2)}\n`);
  fs.renameSync(temporary, file);
  return file;
}
