/**
 * The theme of live demos: the docs theme with the reader's demo density (settings drawer). It nests inside Root's provider, so it shares the site's CSS variables, mode,
 * direction and (right-to-left) Emotion cache, and has no styles of its own to generate.
 */
import React, {useMemo, type ReactNode} from 'react';
import {ThemeProvider} from '@mui/material/styles';
import type {} from '@mui/material/themeCssVarsAugmentation';
import {createDocsTheme} from '../../utils/docsTheme';
import {useThemeOptions} from '../DocsThemeProvider';
import {STORAGE_KEYS} from '../../constants/colorMode';

export default function DemoThemeProvider({children}: {readonly children: ReactNode}): ReactNode {
  const {direction, dense} = useThemeOptions();
  const theme = useMemo(() => createDocsTheme({direction, dense}), [direction, dense]);
  return (
    <ThemeProvider
      theme={theme}
      modeStorageKey={STORAGE_KEYS.mode}
      colorSchemeStorageKey={STORAGE_KEYS.colorScheme}
      disableStyleSheetGeneration>
      {children}
    </ThemeProvider>
  );
}
