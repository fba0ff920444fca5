/**
 * Global class names of a component, read from the installed package's runtime classes object.
 *
 * Why runtime and not a naming rule: the type declarations only list the keys, and the rule
 * `Mui<Name>-<key>` (plus `Mui-<state>` for state classes) is wrong for some components.
 * `inputClasses`, for example, merges `inputBaseClasses`, so `inputClasses.formControl` is
 * `MuiInputBase-formControl`. The classes modules are small data modules (they only call
 * `generateUtilityClasses`), so loading them is cheap and has no side effects.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

/** Global class names by key, or `undefined` when the module or export is missing. */
export type ClassNameLookup = (folder: string, classesExport: string) => Readonly<Record<string, string>> | undefined;

/** Where the CommonJS build of a package lives (`main` is `./index.js` or `./node/index.js`). */
function commonJsRoot(packageDir: string): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {main?: unknown};
  const main = typeof manifest.main === 'string' ? manifest.main : './index.js';
  return path.dirname(path.join(packageDir, main));
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return typeof value === 'object' && value !== null && Object.values(value).every((v) => typeof v === 'string');
}

/** A lookup that loads `<folder>/<classesExport>.js` from the package's CommonJS build. */
export function runtimeClassNames(packageDir: string): ClassNameLookup {
  const root = commonJsRoot(packageDir);
  const requireFromPackage = createRequire(path.join(root, 'package.json'));
  return (folder, classesExport) => {
    const file = path.join(root, folder, `${classesExport}.js`);
    if (!fs.existsSync(file)) {
      return undefined;
    }
    const loaded: unknown = requireFromPackage(file);
    const candidate = typeof loaded === 'object' && loaded !== null && 'default' in loaded ? loaded.default : loaded;
    return isStringRecord(candidate) ? candidate : undefined;
  };
}

/**
 * The state keys that `generateUtilityClass` in `@mui/utils` maps to `Mui-<state>`. Only used
 * when the runtime object is unavailable (tests with fixture packages).
 */
const GLOBAL_STATE_KEYS = [
  'active',
  'checked',
  'completed',
  'disabled',
  'error',
  'expanded',
  'focused',
  'focusVisible',
  'open',
  'readOnly',
  'required',
  'selected',
] as const;

const GLOBAL_STATES: ReadonlySet<string> = new Set(GLOBAL_STATE_KEYS);

/** The naming rule, the fallback when no runtime object is available. */
export function conventionalClassName(componentName: string, key: string): string {
  return GLOBAL_STATES.has(key) ? `Mui-${key}` : `Mui${componentName}-${key}`;
}
