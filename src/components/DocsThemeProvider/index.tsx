/**
 * The docs theme state (density, direction, palette mode) and the colour-mode effects that live
 * outside React's tree (body class, theme-color metas, body dir, other tabs). Root renders
 * `DocsThemeProvider` above MUI's ThemeProvider (whose theme follows the direction) and
 * `ColorModeSync` inside it, where `useColorScheme()` is the one source of truth for the mode.
 */
import React, {createContext, useContext, useEffect, useReducer, type Dispatch, type ReactNode} from 'react';
import {useColorScheme} from '@mui/material/styles';
import {DEFAULT_MODE, STORAGE_KEYS, THEME_COLORS, type Mode} from '../../constants/colorMode';
import {applyDocumentColorMode, modeFromStorageEvent, type PaletteMode} from '../../utils/colorMode';
import {INITIAL_THEME_OPTIONS, themeOptionsReducer, type ThemeOptionsAction, type ThemeOptionsState} from '../../utils/themeOptions';

const ThemeOptionsContext = createContext<ThemeOptionsState | null>(null);
const DispatchContext = createContext<Dispatch<ThemeOptionsAction> | null>(null);

function missingProvider(hook: string): Error {
  return new Error(`${hook}() was called outside <DocsThemeProvider>: wrap the tree in it (src/theme/Root.tsx does).`);
}

export function useThemeOptions(): ThemeOptionsState {
  const value = useContext(ThemeOptionsContext);
  if (value === null) {
    throw missingProvider('useThemeOptions');
  }
  return value;
}

export function useThemeOptionsDispatch(): Dispatch<ThemeOptionsAction> {
  const value = useContext(DispatchContext);
  if (value === null) {
    throw missingProvider('useThemeOptionsDispatch');
  }
  return value;
}

interface ColorModeControls {
  /** The chosen mode; undefined until hydrated (the server cannot know it). */
  readonly mode: Mode | undefined;
  /** The palette mode in use; undefined until hydrated. */
  readonly paletteMode: PaletteMode | undefined;
  readonly setMode: (mode: Mode) => void;
}

/** The one setter of the colour mode: MUI persists it under `mui-mode`. */
export function useColorModeControls(): ColorModeControls {
  const {mode, systemMode, setMode} = useColorScheme();
  const paletteMode = mode === 'system' ? systemMode : mode;
  return {mode, paletteMode, setMode};
}

export default function DocsThemeProvider({children}: {readonly children: ReactNode}): ReactNode {
  const [state, dispatch] = useReducer(themeOptionsReducer, INITIAL_THEME_OPTIONS);
  return (
    <DispatchContext.Provider value={dispatch}>
      <ThemeOptionsContext.Provider value={state}>{children}</ThemeOptionsContext.Provider>
    </DispatchContext.Provider>
  );
}

/** Applies the mode and direction to the document and follows other tabs. Renders nothing. */
export function ColorModeSync(): null {
  const {direction} = useThemeOptions();
  const dispatch = useThemeOptionsDispatch();
  const {mode, paletteMode, setMode} = useColorModeControls();

  useEffect(() => {
    if (mode && paletteMode) {
      applyDocumentColorMode(document, {mode, paletteMode}, THEME_COLORS);
      dispatch({type: 'CHANGE', payload: {paletteMode}});
    }
  }, [mode, paletteMode, dispatch]);

  useEffect(() => {
    document.body.setAttribute('dir', direction);
  }, [direction]);

  // MUI follows valid values and removals from other tabs; an invalid value means the default.
  useEffect(() => {
    function onStorage(event: StorageEvent): void {
      const next = modeFromStorageEvent(event, STORAGE_KEYS.mode, DEFAULT_MODE);
      if (next !== null && next !== event.newValue) {
        setMode(next);
      }
    }
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [setMode]);

  return null;
}
