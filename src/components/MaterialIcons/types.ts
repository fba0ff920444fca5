/**
 * Shapes of the data that plugins/icons-data writes; the plugin is the source of truth (its
 * `IconsData` and `IconNode`), restated here because site components import nothing from plugins.
 */

/** An SVG element: tag, attributes under their React prop names, child elements. */
export type IconNode = readonly [tag: string, attrs: Readonly<Record<string, string>>, children?: readonly IconNode[]];

/** One theme's JSON file: icon base name (module name without the theme suffix) to its elements. */
export type ThemeIcons = Readonly<Record<string, readonly IconNode[]>>;

export interface IconThemeInfo {
  readonly id: string;
  readonly label: string;
  /** Module-name suffix: '' for Filled, `Outlined`, `Rounded`, `TwoTone`, `Sharp`. */
  readonly suffix: string;
  readonly count: number;
  /** Site-absolute URL of the theme's JSON file. */
  readonly url: string;
}

export interface IconsData {
  readonly version: string;
  readonly themes: readonly IconThemeInfo[];
}

function isThemeInfo(value: unknown): value is IconThemeInfo {
  if (typeof value !== 'object' || value === null) {
    return false;
  }
  const record: Record<string, unknown> = {...value};
  return (
    typeof record.id === 'string' &&
    typeof record.label === 'string' &&
    typeof record.suffix === 'string' &&
    typeof record.count === 'number' &&
    typeof record.url === 'string'
  );
}

/** The plugin's global data, or null when it is missing or malformed. */
export function asIconsData(value: unknown): IconsData | null {
  if (typeof value !== 'object' || value === null) {
    return null;
  }
  const record: Record<string, unknown> = {...value};
  const {version, themes} = record;
  if (typeof version !== 'string' || !Array.isArray(themes) || !themes.every(isThemeInfo)) {
    return null;
  }
  return {version, themes};
}
