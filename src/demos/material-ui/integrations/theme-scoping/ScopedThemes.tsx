import * as React from 'react';
import { ThemeProvider as EmotionThemeProvider, useTheme as useEmotionTheme } from '@emotion/react';
import emotionStyled from '@emotion/styled';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, THEME_ID, useTheme } from '@mui/material/styles';

// The shape another library's components expect (a stand-in for a design system).
interface BrandTheme {
  brand: { accent: string; ink: string; radius: number };
}

// An Emotion styled component that reads the design system's theme, not Material UI's.
const BrandBadge = emotionStyled.span(({ theme }) => {
  const { brand } = theme as BrandTheme;
  return {
    display: 'inline-block',
    padding: '2px 10px',
    border: `2px solid ${brand.accent}`,
    borderRadius: brand.radius,
    color: brand.ink,
    fontSize: 13,
    fontWeight: 600,
  };
});

function EmotionThemeKeys() {
  const keys = Object.keys(useEmotionTheme()).filter((key) => key === 'brand' || key === THEME_ID);
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="emotion-theme-keys">
      Emotion theme has: {keys.join(', ')}
    </Typography>
  );
}

export default function ScopedThemes() {
  const outer = useTheme();
  const vars = outer.vars ?? outer;
  // Brand values taken from the page's palette so the demo follows light and dark mode.
  const brandTheme: BrandTheme = {
    brand: { accent: vars.palette.secondary.main, ink: vars.palette.text.primary, radius: 12 },
  };
  // Material UI's theme for this subtree: the page's theme with other component defaults.
  const materialTheme = React.useMemo(
    () =>
      createTheme(outer, {
        components: {
          MuiButton: { defaultProps: { variant: 'outlined', disableElevation: true } },
          MuiChip: { defaultProps: { color: 'primary', variant: 'outlined' } },
        },
      }),
    [outer],
  );

  return (
    <EmotionThemeProvider theme={brandTheme}>
      <ThemeProvider theme={{ [THEME_ID]: materialTheme }}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
            <BrandBadge>Design system badge</BrandBadge>
            <Button>Material UI button</Button>
            <Chip label="Material UI chip" />
          </Stack>
          <EmotionThemeKeys />
        </Paper>
      </ThemeProvider>
    </EmotionThemeProvider>
  );
}
