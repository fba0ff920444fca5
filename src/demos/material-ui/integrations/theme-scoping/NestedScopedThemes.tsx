import * as React from 'react';
import { ThemeProvider as EmotionThemeProvider } from '@emotion/react';
import emotionStyled from '@emotion/styled';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, Theme, ThemeProvider, THEME_ID, useTheme } from '@mui/material/styles';

interface BrandTheme {
  brand: { accent: string; radius: number };
}

// Reads the other library's theme: it must look the same in both sections.
const BrandTag = emotionStyled.span(({ theme }) => {
  const { brand } = theme as BrandTheme;
  return { padding: '1px 8px', border: `2px solid ${brand.accent}`, borderRadius: brand.radius, fontSize: 13 };
});

function Section({ title }: { title: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: 1 }}>
      <Typography variant="subtitle2" gutterBottom>
        {title}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button>Continue</Button>
        <Chip label="In stock" />
        <BrandTag>Brand tag</BrandTag>
      </Stack>
    </Paper>
  );
}

function withDefaults(outer: Theme, color: 'primary' | 'success', variant: 'outlined' | 'contained') {
  return createTheme(outer, {
    components: {
      MuiButton: { defaultProps: { variant, color } },
      MuiChip: { defaultProps: { variant: 'outlined', color } },
    },
  });
}

export default function NestedScopedThemes() {
  const outer = useTheme();
  const brandTheme: BrandTheme = {
    brand: { accent: (outer.vars ?? outer).palette.secondary.main, radius: 4 },
  };
  const appTheme = React.useMemo(() => withDefaults(outer, 'primary', 'outlined'), [outer]);
  const checkoutTheme = React.useMemo(() => withDefaults(outer, 'success', 'contained'), [outer]);

  return (
    <EmotionThemeProvider theme={brandTheme}>
      <ThemeProvider theme={{ [THEME_ID]: appTheme }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Section title="App theme" />
          {/* A nested scoped provider: replaces the Material UI theme for this subtree only. */}
          <ThemeProvider theme={{ [THEME_ID]: checkoutTheme }}>
            <Section title="Checkout section theme" />
          </ThemeProvider>
        </Stack>
      </ThemeProvider>
    </EmotionThemeProvider>
  );
}
