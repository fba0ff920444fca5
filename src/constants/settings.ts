/** Options of the settings drawer: colour mode, direction and demo density. */
import type {Mode} from './colorMode';
import type {Direction} from './theme';

export const SETTINGS_LABELS = {
  open: 'Open settings',
  close: 'Close settings',
  title: 'Settings',
  toggleMode: 'Toggle light and dark mode',
  mode: 'Mode',
  direction: 'Direction',
  density: 'Demo density',
} as const;

export const MODE_OPTIONS = [
  {value: 'light', label: 'Light'},
  {value: 'system', label: 'System'},
  {value: 'dark', label: 'Dark'},
] as const satisfies readonly {value: Mode; label: string}[];

export const DIRECTION_OPTIONS = [
  {value: 'ltr', label: 'Left to right'},
  {value: 'rtl', label: 'Right to left'},
] as const satisfies readonly {value: Direction; label: string}[];

export const DENSITY_OPTIONS = [
  {value: 'standard', label: 'Standard'},
  {value: 'dense', label: 'Dense'},
] as const;
