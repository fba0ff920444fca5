/**
 * The top of the React tree: one Emotion cache and one MUI theme provider for the whole site.
 *
 * The cache is created once in the browser but once per render on the server: Docusaurus renders
 * many pages per server bundle and Emotion emits a style tag only the first time a style enters a
 * cache, so a shared server cache leaves most pages without their styles (spike §1).
 */
import React, {useState, type ReactNode} from 'react';
import createCache, {type EmotionCache} from '@emotion/cache';
import {CacheProvider} from '@emotion/react';
import {ThemeProvider} from '@mui/material/styles';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import type {} from '@mui/material/themeCssVarsAugmentation';
import {createDocsTheme} from './muiTheme';
import {EMOTION_CACHE_KEY} from '../constants/theme';
import {DEFAULT_MODE, STORAGE_KEYS} from '../constants/colorMode';
import {RENDERED_PATH_META} from '../constants/site';
import DocsThemeProvider from '../components/DocsThemeProvider';

function createEmotionCache(): EmotionCache {
  return createCache({key: EMOTION_CACHE_KEY});
}

const browserCache = typeof document === 'undefined' ? undefined : createEmotionCache();
const docsTheme = createDocsTheme();

export default function Root({children}: {readonly children: ReactNode}): ReactNode {
  const [cache] = useState(() => browserCache ?? createEmotionCache());
  const {pathname} = useLocation();
  return (
    <CacheProvider value={cache}>
      <Head>
        <meta name={RENDERED_PATH_META} content={pathname} />
      </Head>
      <ThemeProvider
        theme={docsTheme}
        defaultMode={DEFAULT_MODE}
        modeStorageKey={STORAGE_KEYS.mode}
        colorSchemeStorageKey={STORAGE_KEYS.colorScheme}
        // The variables ship in a build-time stylesheet (plugins/mui-theme-css).
        disableStyleSheetGeneration
        disableTransitionOnChange>
        <DocsThemeProvider>{children}</DocsThemeProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
