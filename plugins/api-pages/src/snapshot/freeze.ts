/**
 * A version snapshot's API pages. `docs:version:<product> <name>` copies the product's docs folder,
 * the API pages generated for the installed package included, into the snapshot: those pages are
 * that version's API reference and are committed with it on purpose (a later build can only read
 * the declarations of the version then installed, so it could not write them again). Their header
 * says the file is rewritten on every build, true in the current docs only; in the snapshot it is
 * rewritten to say the page is frozen.
 *
 * Outside the plugin's top-level modules on purpose: those make the extraction cache's key, and
 * this changes nothing extracted.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The generator's header says this of a current page (render.ts; the tests check the pair). */
export const REWRITTEN_NOTE = 'Do not edit: the file is rewritten on every build.';

/** What a snapshot's copy says instead. */
export function frozenNote(snapshotName: string): string {
  return `Frozen in version snapshot ${snapshotName}: committed with it, never regenerated.`;
}

/** The page with its header frozen, or null when it is not a generated page as the build writes it. */
export function freezeGeneratedPage(source: string, snapshotName: string): string | null {
  return source.includes(REWRITTEN_NOTE) ? source.replace(REWRITTEN_NOTE, frozenNote(snapshotName)) : null;
}

/** Freezes the generated pages under a snapshot's folder; returns the files rewritten, sorted. */
export function freezeSnapshotPages(snapshotDir: string, snapshotName: string): string[] {
  const frozen: string[] = [];
  for (const entry of fs.readdirSync(snapshotDir, {recursive: true, encoding: 'utf8'})) {
    const file = path.join(snapshotDir, entry);
    if (!entry.endsWith('.mdx') || !fs.statSync(file).isFile()) {
      continue;
    }
    const page = freezeGeneratedPage(fs.readFileSync(file, 'utf8'), snapshotName);
    if (page !== null) {
      fs.writeFileSync(file, page);
      frozen.push(file);
    }
  }
  return frozen.sort();
}
