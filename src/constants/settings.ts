/** Options of the settings drawer: colour mode, direction and demo density. */
import type {Mode} from './colorMode';
import type {Direction} from './theme';

/** The drawer's English labels, as the browser tests look controls up by them. */
export const SETTINGS_LABELS = {
  open: 'Open settings',
  close: 'Close settings',
  title: 'Settings',
  toggleMode: 'Toggle light and dark mode',
  mode: 'Mode',
  direction: 'Direction',
  density: 'Demo density',
} as const;

/**
 * The choices of each setting, in the order the drawer shows them. Their words are translated
 * in the drawer (src/components/SettingsDrawer/labels.ts).
 */
export const MODE_CHOICES = ['light', 'system', 'dark'] as const satisfies readonly Mode[];
export const DIRECTION_CHOICES = ['ltr', 'rtl'] as const satisfies readonly Direction[];
export const DENSITY_CHOICES = ['standard', 'dense'] as const;
