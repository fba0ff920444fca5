/**
 * The internals manifest against node_modules: each patched package is installed in a version
 * its patch was written for, and each guard holds. A failure names the entry, its owner and what
 * to re-check, before any build.
 */
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {checkEntry, entriesNamedIn, installedPackage, INTERNALS} from '..';
import {MECHANISMS} from '../types';

const SITE_DIR = path.resolve(__dirname, '..', '..', '..', '..');

describe('internals manifest', () => {
  it('has unique ids, known mechanisms and at least one guard per entry', () => {
    const ids = INTERNALS.map((entry) => entry.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    for (const entry of INTERNALS) {
      expect(MECHANISMS, entry.id).toContain(entry.mechanism);
      expect(entry.guards.length, entry.id).toBeGreaterThan(0);
    }
  });

  it.each(INTERNALS.map((entry) => [entry.id, entry] as const))('%s still matches the installed package', (_id, entry) => {
    const installed = installedPackage(SITE_DIR, entry.package);
    expect(checkEntry(entry, installed?.version, installed?.files)).toEqual([]);
  });

  it.each([
    ['Error in node_modules/@docusaurus/core/lib/webpack/client.js', 'stepwise-app-start/replace-entry'],
    ['at node_modules/@docusaurus/theme-classic/lib/theme/CodeBlock/Content/index.js', 'swizzle/CodeBlock/Content'],
    ['at plugins/lean-prism/src/client/index.ts:20', 'lean-prism/alias-prism-react-renderer'],
    ['src/theme/CodeBlock/Content/index.tsx(51,3): error TS2322', 'swizzle/CodeBlock/Content'],
  ])('maps "%s" to %s', (text, id) => {
    expect(entriesNamedIn(text).map((entry) => entry.id)).toContain(id);
  });
});
