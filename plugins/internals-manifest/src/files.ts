/**
 * The installed packages, read from a site's node_modules (the package's own folder, not what its
 * `exports` allow: patches reach files packages do not export).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {PackageFiles} from './types';

function listFiles(root: string, folder: string, suffix: string): string[] {
  const start = path.join(root, folder);
  if (!fs.existsSync(start)) {
    return [];
  }
  return fs
    .readdirSync(start, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith(suffix))
    .map((file) => path.join(folder, file).split(path.sep).join('/'));
}

/** The package's files and version, or undefined when it is not installed at the site's top level. */
export function installedPackage(siteDir: string, packageName: string): {version: string; files: PackageFiles} | undefined {
  const dir = path.join(siteDir, 'node_modules', ...packageName.split('/'));
  const manifestFile = path.join(dir, 'package.json');
  if (!fs.existsSync(manifestFile)) {
    return undefined;
  }
  const {version} = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as {version: string};
  return {
    version,
    files: {
      dir,
      read: (file) => fs.readFileSync(path.join(dir, file), 'utf8'),
      exists: (file) => fs.existsSync(path.join(dir, file)),
      list: (folder, suffix) => listFiles(dir, folder, suffix),
    },
  };
}
