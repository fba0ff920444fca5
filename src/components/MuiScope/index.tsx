/**
 * MUI's theme and Emotion's style cache for one part of a page that renders MUI components: a live
 * demo, a menu, the settings drawer, the ad, the home page. Only the chunks of those parts carry
 * MUI and Emotion; the bundle every page loads does not.
 *
 * Any number of scopes can share a page: the themes and the browser's style caches are created
 * once per page, and on the server one cache is shared by the scopes of one render (Emotion writes
 * a style once per cache, so a cache shared across renders would leave later pages unstyled).
 * The colour mode is not MUI's business here: every colour is a CSS variable selected by the
 * attribute on <html> that `ColorModeSync` maintains, so the providers never touch the document.
 * They read the reader's mode from the site's store, so that `useColorScheme()` in a demo knows
 * it.
 */
import React, {type ReactNode} from 'react';
import createCache, {type EmotionCache} from '@emotion/cache';
import {CacheProvider} from '@emotion/react';
import {ThemeProvider, type Theme} from '@mui/material/styles';
import type {} from '@mui/material/themeCssVarsAugmentation';
import {prefixer} from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import {createDocsTheme} from '../../utils/docsTheme';
import {colorModeStorageManager} from '../../utils/colorModeStorageManager';
import {STORAGE_KEYS} from '../../constants/colorMode';
import {EMOTION_CACHE_KEY, EMOTION_RTL_CACHE_KEY, type Direction} from '../../constants/theme';
import {colorModeStore, useRenderScoped, useThemeOptions} from '../DocsThemeProvider';

function createEmotionCache(direction: Direction): EmotionCache {
  return direction === 'rtl'
    ? createCache({key: EMOTION_RTL_CACHE_KEY, stylisPlugins: [prefixer, rtlPlugin]})
    : createCache({key: EMOTION_CACHE_KEY});
}

// Created when this chunk loads, which is before the page hydrates: creating the cache moves the
// server's style tags into <head>, which must not happen while React hydrates those nodes.
const browserCaches: Partial<Record<Direction, EmotionCache>> =
  typeof document === 'undefined' ? {} : {ltr: createEmotionCache('ltr')};

const themes = new Map<string, Theme>();

const storageManager = colorModeStorageManager(colorModeStore, STORAGE_KEYS.mode);

function docsTheme(direction: Direction, dense: boolean): Theme {
  const key = `${direction}:${String(dense)}`;
  let theme = themes.get(key);
  if (!theme) {
    theme = createDocsTheme({direction, dense});
    themes.set(key, theme);
  }
  return theme;
}

function useEmotionCache(direction: Direction): EmotionCache {
  const serverCache = useRenderScoped(`emotion-cache-${direction}`, () => createEmotionCache(direction));
  if (serverCache) {
    return serverCache;
  }
  browserCaches[direction] ??= createEmotionCache(direction);
  return browserCaches[direction];
}

interface MuiScopeProps {
  /** Applies the reader's demo density (settings drawer); the site's own controls stay regular. */
  readonly dense?: boolean;
  readonly children: ReactNode;
}

export default function MuiScope({dense = false, children}: MuiScopeProps): ReactNode {
  const options = useThemeOptions();
  const cache = useEmotionCache(options.direction);
  return (
    <CacheProvider value={cache}>
      <ThemeProvider
        theme={docsTheme(options.direction, dense && options.dense)}
        // The document's colour scheme belongs to ColorModeSync; the variables ship in a
        // build-time stylesheet (plugins/mui-theme-css).
        storageManager={storageManager}
        modeStorageKey={STORAGE_KEYS.mode}
        colorSchemeNode={null}
        disableStyleSheetGeneration
        disableTransitionOnChange={false}>
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
