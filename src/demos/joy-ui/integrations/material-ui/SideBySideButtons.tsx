import JoyButton from '@mui/joy/Button';
import JoySheet from '@mui/joy/Sheet';
import JoyTypography from '@mui/joy/Typography';
import MaterialButton from '@mui/material/Button';
import MaterialPaper from '@mui/material/Paper';
import MaterialTypography from '@mui/material/Typography';
import { createTheme, ThemeProvider as MaterialThemeProvider, THEME_ID as MATERIAL_THEME_ID } from '@mui/material/styles';

// Material UI's theme, in its own scope so that it never replaces Joy UI's. Its colors are CSS
// variables selected by the same attribute as the page's mode, so it follows light and dark.
const materialTheme = createTheme({
  colorSchemes: { light: true, dark: true },
  cssVariables: { colorSchemeSelector: 'data-mui-color-scheme' },
});

// This site owns the color mode, so the provider must neither read storage nor set attributes
// on <html>. In your own app, leave these two props out and let the provider manage the mode.
const SITE_OWNS_THE_MODE = { storageManager: null, colorSchemeNode: null } as const;

export default function SideBySideButtons() {
  return (
    <JoySheet sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, bgcolor: 'transparent' }}>
      <JoySheet variant="outlined" sx={{ flex: '1 1 220px', p: 2, borderRadius: 'md', display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <JoyTypography level="title-md">Joy UI</JoyTypography>
        <JoySheet sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, bgcolor: 'transparent' }}>
          <JoyButton>Solid</JoyButton>
          <JoyButton variant="soft">Soft</JoyButton>
          <JoyButton variant="outlined">Outlined</JoyButton>
        </JoySheet>
      </JoySheet>
      <MaterialThemeProvider theme={{ [MATERIAL_THEME_ID]: materialTheme }} {...SITE_OWNS_THE_MODE}>
        <MaterialPaper variant="outlined" sx={{ flex: '1 1 220px', p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          <MaterialTypography variant="subtitle1" component="p">
            Material UI
          </MaterialTypography>
          <MaterialPaper elevation={0} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, bgcolor: 'transparent' }}>
            <MaterialButton variant="contained">Contained</MaterialButton>
            <MaterialButton variant="outlined">Outlined</MaterialButton>
            <MaterialButton>Text</MaterialButton>
          </MaterialPaper>
        </MaterialPaper>
      </MaterialThemeProvider>
    </JoySheet>
  );
}
