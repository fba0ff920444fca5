/**
 * Colour-mode logic. Pure: the document is passed in.
 */
import {MODES, type Mode} from '../constants/colorMode';

export type PaletteMode = 'light' | 'dark';

/** A stored mode value, or null when it is missing or not a mode. */
export function parseMode(value: string | null | undefined): Mode | null {
  return (MODES as readonly (string | null | undefined)[]).includes(value) ? (value as Mode) : null;
}

export function resolvePaletteMode(mode: Mode, prefersDark: boolean): PaletteMode {
  if (mode === 'system') {
    return prefersDark ? 'dark' : 'light';
  }
  return mode;
}

/**
 * What a `storage` event from another tab means for the mode: the new mode to apply, or null
 * when the event is about something else. A removed or invalid value means the default, so
 * every tab ends up in the same mode; MUI itself ignores invalid values, so this covers that case.
 */
export function modeFromStorageEvent(
  event: {readonly key: string | null; readonly newValue: string | null},
  modeKey: string,
  defaultMode: Mode,
): Mode | null {
  if (event.key === null) {
    // localStorage.clear() in another tab.
    return defaultMode;
  }
  if (event.key !== modeKey) {
    return null;
  }
  return parseMode(event.newValue) ?? defaultMode;
}

export interface DocumentColorState {
  readonly mode: Mode;
  readonly paletteMode: PaletteMode;
}

/**
 * Applies a palette mode to the page outside React's tree: Infima's `data-theme` attributes, the
 * body class used by `.only-light-mode` / `.only-dark-mode` images, and every theme-color meta.
 */
export function applyDocumentColorMode(
  doc: Document,
  {mode, paletteMode}: DocumentColorState,
  themeColors: Readonly<Record<PaletteMode, string>>,
): void {
  doc.documentElement.setAttribute('data-theme', paletteMode);
  doc.documentElement.setAttribute('data-theme-choice', mode);
  doc.body.classList.remove(paletteMode === 'dark' ? 'mode-light' : 'mode-dark');
  doc.body.classList.add(`mode-${paletteMode}`);
  doc.querySelectorAll('meta[name="theme-color"]').forEach((meta) => {
    meta.setAttribute('content', themeColors[paletteMode]);
  });
}

/** Turns CSS transitions off while the colours switch, so the page changes at once. */
export const NO_TRANSITIONS_CSS = '*,*::before,*::after{transition:none!important}';

/**
 * Runs `apply` with transitions disabled: a style element turns them off, a forced style
 * recalculation commits the new colours without animating, and the element goes on the next task.
 */
export function withoutTransitions(doc: Document, apply: () => void): void {
  const style = doc.createElement('style');
  style.textContent = NO_TRANSITIONS_CSS;
  doc.head.appendChild(style);
  apply();
  void doc.defaultView?.getComputedStyle(doc.body).opacity;
  doc.defaultView?.setTimeout(() => style.remove(), 1);
}
