/**
 * The API extraction's results are committed (API_EXTRACTED_DIR), so that builds from a clean
 * clone read them instead of building TypeScript programs. A stale entry is never used (the
 * build extracts again: correct, but slower); this test says when one needs committing.
 */
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {uncachedPackages} from '../../plugins/api-pages/src/generate';
import {validateOptions} from '../../plugins/api-pages/src/options';
import {API_EXTRACTED_DIR, API_PACKAGES} from '../data/apiPackages';

const SITE_DIR = path.resolve(__dirname, '..', '..');

describe(API_EXTRACTED_DIR, () => {
  it('holds the extraction of every documented package at its installed version', () => {
    const options = validateOptions({siteDir: SITE_DIR, outDir: 'docs', packages: API_PACKAGES, cacheDir: API_EXTRACTED_DIR});
    expect(
      uncachedPackages(options),
      `Out of date for these packages: run \`npm run build\` (or \`npm start\`), then commit what it writes in ${API_EXTRACTED_DIR}`,
    ).toEqual([]);
  });
});
