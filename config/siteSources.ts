/**
 * What the site's config reads from the folder it is built in: whether that folder is a git work
 * tree, a product's version snapshots, and the step after `docs:version:<product>`. Node-only,
 * for `docusaurus.config.ts`.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {freezeSnapshotPages} from '../plugins/api-pages/src/snapshot/freeze';
import {snapshotNamesFrom} from '../src/data/docsVersions';

/**
 * Whether the site is built from a git work tree. Last-update dates come from git history; a
 * copy of the sources without it (an archive, a test's site copy) builds without them, since
 * Docusaurus' eager git reader refuses a site outside any work tree.
 */
export function isGitWorkTree(siteDir: string): boolean {
  return spawnSync('git', ['rev-parse', '--is-inside-work-tree'], {cwd: siteDir, encoding: 'utf8'}).stdout.trim() === 'true';
}

/** The snapshots of a product, from the versions file `docs:version:<product>` writes. */
export function snapshotNames(siteDir: string, productId: string): string[] {
  const file = path.join(siteDir, `${productId}_versions.json`);
  return snapshotNamesFrom(fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null, file);
}

/**
 * After `docs:version:<product> <name>`: the API pages the snapshot copied are frozen (their header
 * no longer says they are rewritten) and the maintainer is told they are to be committed.
 */
export function freezeSnapshotApiPages(siteDir: string, product: {readonly id: string; readonly name: string}, name: string): void {
  const dir = path.join(siteDir, `${product.id}_versioned_docs`, `version-${name}`);
  const frozen = freezeSnapshotPages(dir, name);
  if (frozen.length > 0) {
    const folders = [...new Set(frozen.map((file) => path.relative(siteDir, path.dirname(file))))];
    console.log(
      `[api-pages] ${product.name} ${name}: the snapshot holds ${frozen.length} API pages generated from the installed ` +
        `packages (${folders.join(', ')}). Commit them with the snapshot: they are its API reference, frozen, ` +
        'and no build writes them again (README.md, "Versions").',
    );
  }
}
