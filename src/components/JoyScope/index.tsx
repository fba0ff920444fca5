/**
 * Joy UI's theme and colour-scheme provider for a live demo that uses `@mui/joy`. The demos
 * plugin wraps such a demo's preview in it (option `previewWrappers`), so only Joy UI demos load
 * Joy UI.
 *
 * Joy UI's colours are CSS variables, one set per colour scheme. The theme selects them with the
 * attribute the site already keeps on <html> for Material UI (`data-mui-color-scheme`, maintained by
 * ColorModeSync), so a Joy UI demo follows the site's mode from the server HTML on, with no script
 * of its own. The provider never writes to the document: the mode belongs to the site. It reads
 * the reader's mode from the site's store, so that Joy UI's `useColorScheme()` knows it.
 */
import React, {type ReactNode} from 'react';
import {CssVarsProvider, extendTheme} from '@mui/joy/styles';
import {STORAGE_KEYS} from '../../constants/colorMode';
import {COLOR_SCHEME_ATTRIBUTE} from '../../constants/theme';
import {colorModeStorageManager} from '../../utils/colorModeStorageManager';
import {colorModeStore} from '../DocsThemeProvider';
// Joy UI demos hydrate with their page (see Demo): the preview's code, which registers itself,
// comes with this provider.
import '../Demo/live/LivePreview';

const joyTheme = extendTheme({colorSchemeSelector: COLOR_SCHEME_ATTRIBUTE});

// The provider's runtime (@mui/system 6) takes a `storageManager`, but Joy UI's declaration of its
// props predates that option, so it is passed through a spread.
const SITE_MODE = {storageManager: colorModeStorageManager(colorModeStore, STORAGE_KEYS.mode)} as const;

export default function JoyScope({children}: {readonly children: ReactNode}): ReactNode {
  return (
    <CssVarsProvider theme={joyTheme} {...SITE_MODE} modeStorageKey={STORAGE_KEYS.mode} colorSchemeNode={null} documentNode={null} disableNestedContext>
      {children}
    </CssVarsProvider>
  );
}
