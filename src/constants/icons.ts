/**
 * The Material Icons browser (src/components/MaterialIcons): the name of the build plugin whose
 * global data lists the icon files (plugins/icons-data, registered in docusaurus.config.ts), the
 * query parameter of the selected icon, and the grid's measures.
 */

/** Name of plugins/icons-data, for `usePluginData`. */
export const ICONS_DATA_PLUGIN = 'icons-data';

/** Query parameter naming the open icon's module: `?selected=AlarmOutlined`. */
export const SELECTED_ICON_PARAM = 'selected';

/** Theme shown first; the ids are the plugin's (`filled`, `outlined`, `rounded`, `two-tone`, `sharp`). */
export const DEFAULT_ICON_THEME = 'filled';

export const ICON_GRID = {
  /** A cell is at least this wide; the grid fits as many columns as it can. */
  minCellWidth: 116,
  /** Fixed row height in pixels: the windowing computes row positions from it. */
  rowHeight: 104,
  /** Rows rendered above and below the viewport. */
  overscan: 3,
} as const;

/** How long a copy button says "Copied". */
export const ICON_COPY_FEEDBACK_MS = 1500;
