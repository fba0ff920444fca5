/**
 * The docs theme state (density, direction, palette mode), the colour mode, and the colour-mode
 * effects that live outside React's tree (MUI's and Infima's attributes on <html>, body class,
 * theme-color metas, body dir). No MUI here: this sits in the bundle every page loads, and MUI's
 * providers are only in the parts of a page that render MUI components (`MuiScope`).
 *
 * The colour mode is an external store over MUI's own storage key (`src/utils/colorModeStore.ts`),
 * so the first-paint script, this tree and other tabs agree.
 */
import React, {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
  type Dispatch,
  type ReactNode,
} from 'react';
import {DEFAULT_MODE, PREFERS_DARK_QUERY, STORAGE_KEYS, THEME_COLORS, type Mode} from '../../constants/colorMode';
import {COLOR_SCHEME_ATTRIBUTE} from '../../constants/theme';
import {applyDocumentColorMode, withoutTransitions, type PaletteMode} from '../../utils/colorMode';
import {browserColorModeWindow, createColorModeStore, type ColorModeSnapshot, type ColorModeStore} from '../../utils/colorModeStore';
import {
  applyBodyDirection,
  INITIAL_THEME_OPTIONS,
  themeOptionsReducer,
  type ThemeOptionsAction,
  type ThemeOptionsState,
} from '../../utils/themeOptions';

const ThemeOptionsContext = createContext<ThemeOptionsState | null>(null);
const DispatchContext = createContext<Dispatch<ThemeOptionsAction> | null>(null);
/**
 * Values that live as long as one server render (null in the browser). Docusaurus renders many
 * pages with one server bundle, so anything cached per page (Emotion's style cache) must not be a
 * module-level singleton on the server.
 */
const RenderScopeContext = createContext<Map<string, unknown> | null>(null);

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

/**
 * On the server: the value under `key` for this render, created on first use. In the browser:
 * null, so the caller keeps its own page-long value.
 */
export function useRenderScoped<T>(key: string, create: () => T): T | null {
  const scope = useContext(RenderScopeContext);
  if (scope === null) {
    return null;
  }
  if (!scope.has(key)) {
    scope.set(key, create());
  }
  return scope.get(key) as T;
}

// Created when the bundle loads: the first-paint script has already applied the stored mode.
// Null on the server. MUI's providers read it too (`MuiScope`).
export const colorModeStore: ColorModeStore | null =
  typeof window === 'undefined'
    ? null
    : createColorModeStore(browserColorModeWindow(window), {
        modeKey: STORAGE_KEYS.mode,
        defaultMode: DEFAULT_MODE,
        prefersDarkQuery: PREFERS_DARK_QUERY,
      });

const noSubscription = () => () => {};
const serverSnapshot = (): undefined => undefined;

interface ColorModeControls {
  /** The chosen mode; undefined on the server and while hydrating (the server cannot know it). */
  readonly mode: Mode | undefined;
  /** The palette mode in use; undefined on the server and while hydrating. */
  readonly paletteMode: PaletteMode | undefined;
  readonly setMode: (mode: Mode) => void;
}

/** The colour mode and its one setter, which stores the choice under `mui-mode`. */
export function useColorModeControls(): ColorModeControls {
  const snapshot: ColorModeSnapshot | undefined = useSyncExternalStore(
    colorModeStore?.subscribe ?? noSubscription,
    colorModeStore?.getSnapshot ?? serverSnapshot,
    serverSnapshot,
  );
  const setMode = useCallback((mode: Mode) => colorModeStore?.setMode(mode), []);
  return {mode: snapshot?.mode, paletteMode: snapshot?.paletteMode, setMode};
}

export default function DocsThemeProvider({children}: {readonly children: ReactNode}): ReactNode {
  const [state, dispatch] = useReducer(themeOptionsReducer, INITIAL_THEME_OPTIONS);
  const [renderScope] = useState(() => (typeof document === 'undefined' ? new Map<string, unknown>() : null));
  return (
    <RenderScopeContext.Provider value={renderScope}>
      <DispatchContext.Provider value={dispatch}>
        <ThemeOptionsContext.Provider value={state}>{children}</ThemeOptionsContext.Provider>
      </DispatchContext.Provider>
    </RenderScopeContext.Provider>
  );
}

/** Applies the mode and direction to the document. Renders nothing. */
export function ColorModeSync(): null {
  const {direction} = useThemeOptions();
  const dispatch = useThemeOptionsDispatch();
  const {mode, paletteMode} = useColorModeControls();
  const applied = useRef(false);

  useEffect(() => {
    if (!mode || !paletteMode) {
      return;
    }
    const apply = () => {
      document.documentElement.setAttribute(COLOR_SCHEME_ATTRIBUTE, paletteMode);
      applyDocumentColorMode(document, {mode, paletteMode}, THEME_COLORS);
    };
    // The first application repeats what the first-paint script did; later ones are switches,
    // which happen at once rather than through every element's colour transition.
    if (applied.current) {
      withoutTransitions(document, apply);
    } else {
      apply();
      applied.current = true;
    }
    dispatch({type: 'CHANGE', payload: {paletteMode}});
  }, [mode, paletteMode, dispatch]);

  useEffect(() => {
    applyBodyDirection(document.documentElement, document.body, direction);
  }, [direction]);

  return null;
}
