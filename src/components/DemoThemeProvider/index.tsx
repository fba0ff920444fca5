/**
 * The theme of live demos: the docs theme, with the reader's direction and density
 * (issue: colour mode, items 7 and 8). It nests inside Root's provider and shares its CSS
 * variables and mode, so demos follow the site's colour mode with no styles of their own to
 * generate. Right-to-left demos get an Emotion cache that mirrors their styles.
 */
import React, {useMemo, type ReactNode} from 'react';
import createCache, {type EmotionCache} from '@emotion/cache';
import {CacheProvider} from '@emotion/react';
import {ThemeProvider} from '@mui/material/styles';
import type {} from '@mui/material/themeCssVarsAugmentation';
import {prefixer} from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import {createDocsTheme} from '../../theme/muiTheme';
import {useThemeOptions} from '../DocsThemeProvider';
import {STORAGE_KEYS} from '../../constants/colorMode';

const RTL_CACHE_KEY = 'muirtl';
let rtlCache: EmotionCache | undefined;

function getRtlCache(): EmotionCache {
  // One per page in the browser; per render on the server (see Root for why).
  if (typeof document === 'undefined') {
    return createCache({key: RTL_CACHE_KEY, stylisPlugins: [prefixer, rtlPlugin]});
  }
  rtlCache ??= createCache({key: RTL_CACHE_KEY, stylisPlugins: [prefixer, rtlPlugin]});
  return rtlCache;
}

export default function DemoThemeProvider({children}: {readonly children: ReactNode}): ReactNode {
  const {direction, dense} = useThemeOptions();
  const theme = useMemo(() => createDocsTheme({direction, dense}), [direction, dense]);
  const content = (
    <ThemeProvider
      theme={theme}
      modeStorageKey={STORAGE_KEYS.mode}
      colorSchemeStorageKey={STORAGE_KEYS.colorScheme}
      disableStyleSheetGeneration>
      <div dir={direction}>{children}</div>
    </ThemeProvider>
  );
  return direction === 'rtl' ? <CacheProvider value={getRtlCache()}>{content}</CacheProvider> : content;
}
