/**
 * The docs theme: CSS variables with the `muidocs` prefix, light and dark schemes selected by an
 * attribute on <html>, the site's breakpoints, spacing and typography, and dense defaults.
 * Node-safe: the build-time CSS plugin writes its CSS variables into a stylesheet, and Root and
 * the demos use it in the browser.
 */
import {createTheme, type Theme, type ThemeOptions} from '@mui/material/styles';
import {
  BREAKPOINTS,
  BREAKPOINT_STEP,
  COLOR_SCHEME_ATTRIBUTE,
  CSS_VAR_PREFIX,
  DEFAULT_COLOR_SCHEME,
  FONT_SIZE,
  FONT_WEIGHTS,
  HTML_FONT_SIZE,
  PAPER_DEFAULT_ELEVATION,
  SPACING_PX,
  type Direction,
} from '../constants/theme';
import {PALETTE} from '../constants/palette';

/**
 * Dense defaults for buttons, inputs, lists, tables and toolbars: docs pages show many small
 * controls. The live demos switch them on and off (settings drawer, "Demo density").
 */
const DENSE_COMPONENT_DEFAULTS = {
  MuiButton: {defaultProps: {size: 'small'}},
  MuiButtonGroup: {defaultProps: {size: 'small'}},
  MuiIconButton: {defaultProps: {size: 'small'}},
  MuiFab: {defaultProps: {size: 'small'}},
  MuiToggleButtonGroup: {defaultProps: {size: 'small'}},
  MuiFilledInput: {defaultProps: {margin: 'dense'}},
  MuiFormControl: {defaultProps: {margin: 'dense'}},
  MuiFormHelperText: {defaultProps: {margin: 'dense'}},
  MuiInputBase: {defaultProps: {margin: 'dense'}},
  MuiInputLabel: {defaultProps: {margin: 'dense'}},
  MuiOutlinedInput: {defaultProps: {margin: 'dense'}},
  MuiTextField: {defaultProps: {margin: 'dense', size: 'small'}},
  MuiList: {defaultProps: {dense: true}},
  MuiListItem: {defaultProps: {dense: true}},
  MuiMenuItem: {defaultProps: {dense: true}},
  MuiTable: {defaultProps: {size: 'small'}},
  MuiToolbar: {defaultProps: {variant: 'dense'}},
} as const satisfies ThemeOptions['components'];

interface DocsThemeOptions {
  readonly direction?: Direction;
  readonly dense?: boolean;
}

export function docsThemeOptions({direction = 'ltr', dense = true}: DocsThemeOptions = {}): ThemeOptions {
  return {
    direction,
    cssVariables: {
      cssVarPrefix: CSS_VAR_PREFIX,
      colorSchemeSelector: COLOR_SCHEME_ATTRIBUTE,
    },
    colorSchemes: {
      light: {
        palette: {
          // Text on a coloured fill (contained buttons, filled alerts, chips) is picked for
          // 4.5:1, the level body text needs; MUI's default of 3:1 only suits large text.
          contrastThreshold: 4.5,
          primary: {main: PALETTE.light.primary},
          info: {main: PALETTE.light.info},
          warning: {main: PALETTE.light.warning},
          background: {...PALETTE.light.background},
        },
      },
      dark: {palette: {contrastThreshold: 4.5, primary: {main: PALETTE.dark.primary}, background: {...PALETTE.dark.background}}},
    },
    defaultColorScheme: DEFAULT_COLOR_SCHEME,
    breakpoints: {values: BREAKPOINTS, step: BREAKPOINT_STEP},
    spacing: SPACING_PX,
    typography: {
      fontSize: FONT_SIZE,
      htmlFontSize: HTML_FONT_SIZE,
      fontWeightLight: FONT_WEIGHTS.light,
      fontWeightRegular: FONT_WEIGHTS.regular,
      fontWeightMedium: FONT_WEIGHTS.medium,
      fontWeightBold: FONT_WEIGHTS.bold,
      button: {textTransform: 'none'},
    },
    components: {
      ...(dense ? DENSE_COMPONENT_DEFAULTS : {}),
      MuiPaper: {defaultProps: {elevation: PAPER_DEFAULT_ELEVATION}},
    },
  };
}

export function createDocsTheme(options: DocsThemeOptions = {}): Theme {
  return createTheme(docsThemeOptions(options));
}
