/**
 * The docs theme state: density (default off) and direction (default ltr) of the live demos, and
 * the palette mode in use (default light). Actions: SET_DENSE, RESET_DENSITY, and CHANGE of the
 * palette mode or direction, which returns the same state when nothing changes.
 */
import type {PaletteMode} from './colorMode';
import type {Direction} from '../constants/theme';

export interface ThemeOptionsState {
  readonly dense: boolean;
  readonly direction: Direction;
  readonly paletteMode: PaletteMode;
}

export const INITIAL_THEME_OPTIONS: ThemeOptionsState = {
  dense: false,
  direction: 'ltr',
  paletteMode: 'light',
};

export type ThemeOptionsAction =
  | {readonly type: 'SET_DENSE'; readonly payload: boolean}
  | {readonly type: 'RESET_DENSITY'}
  | {
      readonly type: 'CHANGE';
      readonly payload: {readonly paletteMode?: PaletteMode; readonly direction?: Direction};
    };

export function themeOptionsReducer(state: ThemeOptionsState, action: ThemeOptionsAction): ThemeOptionsState {
  switch (action.type) {
    case 'SET_DENSE':
      return {...state, dense: action.payload};
    case 'RESET_DENSITY':
      return {...state, dense: INITIAL_THEME_OPTIONS.dense};
    case 'CHANGE': {
      const {paletteMode = state.paletteMode, direction = state.direction} = action.payload;
      // The same object when nothing changes, so that consumers do not re-render.
      if (paletteMode === state.paletteMode && direction === state.direction) {
        return state;
      }
      return {...state, paletteMode, direction};
    }
    default: {
      // Reachable from untyped callers: an unrecognised action is a programming error.
      const unknown: {type?: unknown} = action;
      throw new Error(`Unrecognized type ${String(unknown.type)}`);
    }
  }
}

/** The part of an element `applyBodyDirection` reads and writes. */
export interface DirectionTarget {
  getAttribute(name: 'dir'): string | null;
  setAttribute(name: 'dir', value: string): void;
}

/**
 * Gives the body the demos' direction, touching its `dir` only when the direction it has (its own
 * attribute, else the one it inherits from <html>) differs. Writing `dir`, even the value it
 * already holds, makes the browser restyle the whole page: about 35 ms on a phone, paid by every
 * page's first render for nothing.
 */
export function applyBodyDirection(root: DirectionTarget, body: DirectionTarget, direction: Direction): void {
  const current = body.getAttribute('dir') ?? root.getAttribute('dir') ?? 'ltr';
  if (current !== direction) {
    body.setAttribute('dir', direction);
  }
}
