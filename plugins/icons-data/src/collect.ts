/**
 * Groups the modules of `@mui/icons-material` by theme and reads each one's SVG elements.
 *
 * A module's theme comes from its name's suffix (`AlarmOutlined` is Alarm in the Outlined theme;
 * no suffix is Filled). A few filled icons have a theme word in their own name
 * (`InsertChartOutlined`, `WifiTetheringErrorRounded`): a suffixed name that has theme variants
 * of its own (`InsertChartOutlinedSharp`) is listed in Filled under its full name as well.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseIconModule, type IconNode} from './parse';

export interface IconTheme {
  /** Stable id, also the data file's name: `filled`, `outlined`… */
  readonly id: string;
  readonly label: string;
  /** Module-name suffix: '' for Filled, `Outlined`… */
  readonly suffix: string;
}

export const ICON_THEMES: readonly IconTheme[] = [
  {id: 'filled', label: 'Filled', suffix: ''},
  {id: 'outlined', label: 'Outlined', suffix: 'Outlined'},
  {id: 'rounded', label: 'Rounded', suffix: 'Rounded'},
  {id: 'two-tone', label: 'Two tone', suffix: 'TwoTone'},
  {id: 'sharp', label: 'Sharp', suffix: 'Sharp'},
];

/** Icon base name (module name without the theme suffix) to its SVG elements, sorted by name. */
export type ThemeIcons = Readonly<Record<string, readonly IconNode[]>>;

const MODULE_NAME = /^[A-Z][A-Za-z0-9]*$/;

/** Module names of the icons: every `Name.js` in the folder but the index. */
export function listIconModules(moduleDir: string): string[] {
  return fs
    .readdirSync(moduleDir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => file.slice(0, -3))
    .filter((name) => MODULE_NAME.test(name))
    .sort();
}

/** Which themes list a module, and under which base name. */
export function classifyModules(moduleNames: readonly string[]): Map<string, {base: string; module: string}[]> {
  const names = new Set(moduleNames);
  const themed = ICON_THEMES.filter((theme) => theme.suffix !== '');
  const byTheme = new Map<string, {base: string; module: string}[]>(ICON_THEMES.map((theme) => [theme.id, []]));
  const add = (themeId: string, base: string, module: string): void => {
    byTheme.get(themeId)?.push({base, module});
  };
  for (const module of moduleNames) {
    const theme = themed.find((candidate) => module.endsWith(candidate.suffix) && module.length > candidate.suffix.length);
    if (!theme) {
      add('filled', module, module);
      continue;
    }
    add(theme.id, module.slice(0, -theme.suffix.length), module);
    if (themed.some((other) => names.has(module + other.suffix))) {
      add('filled', module, module);
    }
  }
  for (const list of byTheme.values()) {
    list.sort((a, b) => (a.base < b.base ? -1 : a.base > b.base ? 1 : 0));
  }
  return byTheme;
}

/** Every theme's icons, read from the compiled modules in `moduleDir` (the package's `esm` folder). */
export function collectIcons(moduleDir: string): Map<string, ThemeIcons> {
  const byTheme = classifyModules(listIconModules(moduleDir));
  const parsed = new Map<string, readonly IconNode[]>();
  const nodesOf = (module: string): readonly IconNode[] => {
    let nodes = parsed.get(module);
    if (!nodes) {
      const file = path.join(moduleDir, `${module}.js`);
      nodes = parseIconModule(fs.readFileSync(file, 'utf8'), file).nodes;
      parsed.set(module, nodes);
    }
    return nodes;
  };
  const result = new Map<string, ThemeIcons>();
  for (const [themeId, entries] of byTheme) {
    result.set(themeId, Object.fromEntries(entries.map(({base, module}) => [base, nodesOf(module)])));
  }
  return result;
}
