/**
 * Fails at once, in one line, when this Node is older than the installed Docusaurus needs
 * (src/utils/nodeEngine.ts). Run before the Docusaurus CLI (`prestart`, `prebuild`) and by the
 * site config and the test config, since Docusaurus 4's CLI fails while loading on an old Node,
 * before its own check.
 */
import fs from 'node:fs';
import path from 'node:path';
import {nodeTooOldMessage} from '../src/utils/nodeEngine';

const SITE_DIR = path.resolve(__dirname, '..');

/** The installed @docusaurus/core's version and the Node versions it declares it needs. */
export function installedDocusaurus(siteDir: string = SITE_DIR): {version: string; major: number; enginesNode: string} {
  const manifest = JSON.parse(fs.readFileSync(path.join(siteDir, 'node_modules', '@docusaurus', 'core', 'package.json'), 'utf8')) as {
    version: string;
    engines?: {node?: string};
  };
  return {version: manifest.version, major: Number.parseInt(manifest.version, 10), enginesNode: manifest.engines?.node ?? ''};
}

export function assertNodeRunsDocusaurus(siteDir: string = SITE_DIR): void {
  const {version, enginesNode} = installedDocusaurus(siteDir);
  const message = nodeTooOldMessage(version, enginesNode, process.version);
  if (message !== undefined) {
    throw new Error(message);
  }
}

if (require.main === module) {
  try {
    assertNodeRunsDocusaurus();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
