/**
 * What the plugin prints about a run. A warning (a type shown as its declared text) is printed
 * when its package is extracted; a package read from the cache has the same warnings as when it
 * was extracted, so they are counted in one line instead of filling every build's output again
 * (`npm run build` loads the site twice). They stay in the cache files, under `warnings`.
 */
import type {GenerateResult} from './generate';

export function reportLines(result: Pick<GenerateResult, 'warnings' | 'packages'>, pluginName: string): string[] {
  const extracted = new Set(result.packages.filter((pkg) => !pkg.fromCache).map((pkg) => pkg.packageName));
  const lines = result.warnings
    .filter((warning) => extracted.has(warning.packageName))
    .map((warning) => `[${pluginName}] ${warning.packageName} ${warning.component}${warning.prop ? `.${warning.prop}` : ''}: ${warning.message}`);
  const cached = result.warnings.length - lines.length;
  if (cached > 0) {
    lines.push(`[${pluginName}] ${cached} ${cached === 1 ? 'type is' : 'types are'} shown as declared text in packages read from the cache (listed under "warnings" in its files)`);
  }
  return lines;
}
