/**
 * The top of the React tree: the docs theme state, one Emotion cache and one MUI theme provider
 * for the whole site.
 *
 * Caches are created once in the browser but once per render on the server: Docusaurus renders
 * many pages per server bundle and Emotion emits a style tag only the first time a style enters a
 * cache, so a shared server cache leaves every page after the first without the styles it
 * shares with earlier pages. Right-to-left uses a second cache whose stylis plugin mirrors every
 * style.
 */
import React, {useMemo, useState, type ReactNode} from 'react';
import createCache, {type EmotionCache} from '@emotion/cache';
import {CacheProvider} from '@emotion/react';
import {ThemeProvider} from '@mui/material/styles';
import type {} from '@mui/material/themeCssVarsAugmentation';
import {prefixer} from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import {createDocsTheme} from '../utils/docsTheme';
import {EMOTION_CACHE_KEY, EMOTION_RTL_CACHE_KEY, type Direction} from '../constants/theme';
import {DEFAULT_MODE, STORAGE_KEYS} from '../constants/colorMode';
import {RENDERED_PATH_META} from '../constants/site';
import DocsThemeProvider, {ColorModeSync, useThemeOptions} from '../components/DocsThemeProvider';

function createEmotionCache(direction: Direction): EmotionCache {
  return direction === 'rtl'
    ? createCache({key: EMOTION_RTL_CACHE_KEY, stylisPlugins: [prefixer, rtlPlugin]})
    : createCache({key: EMOTION_CACHE_KEY});
}

// Created when the bundle loads, before hydration: creating the cache moves the server's style
// tags into <head>, which must not happen while React is hydrating those nodes.
const browserCaches: Partial<Record<Direction, EmotionCache>> =
  typeof document === 'undefined' ? {} : {ltr: createEmotionCache('ltr')};

function useEmotionCache(direction: Direction): EmotionCache {
  // The server's cache lives as long as one render; the browser's as long as the page.
  const [serverCache] = useState(() => (typeof document === 'undefined' ? createEmotionCache('ltr') : null));
  if (serverCache) {
    return serverCache;
  }
  browserCaches[direction] ??= createEmotionCache(direction);
  return browserCaches[direction];
}

function MuiProviders({children}: {readonly children: ReactNode}): ReactNode {
  const {direction} = useThemeOptions();
  const cache = useEmotionCache(direction);
  const theme = useMemo(() => createDocsTheme({direction}), [direction]);
  return (
    <CacheProvider value={cache}>
      <ThemeProvider
        theme={theme}
        defaultMode={DEFAULT_MODE}
        modeStorageKey={STORAGE_KEYS.mode}
        colorSchemeStorageKey={STORAGE_KEYS.colorScheme}
        // The variables ship in a build-time stylesheet (plugins/mui-theme-css).
        disableStyleSheetGeneration
        disableTransitionOnChange>
        <ColorModeSync />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}

export default function Root({children}: {readonly children: ReactNode}): ReactNode {
  const {pathname} = useLocation();
  return (
    <DocsThemeProvider>
      <Head>
        <meta name={RENDERED_PATH_META} content={pathname} />
      </Head>
      <MuiProviders>{children}</MuiProviders>
    </DocsThemeProvider>
  );
}
