import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, useColorScheme, useTheme } from '@mui/material/styles';

const variants = ['h4', 'h6', 'subtitle1', 'body1', 'body2', 'caption', 'overline'] as const;
const tags = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'span', 'div'];

// Show the element each line really renders, read by CSS from the DOM.
const tagLabel = Object.fromEntries(
  tags.map((tag) => [`&:is(${tag})::after`, {
      content: `"  <${tag}>"`,
      opacity: 0.7,
      fontFamily: 'monospace',
      fontSize: '0.75rem',
      textTransform: 'none',
    }]),
);

export default function VariantMapping() {
  // The page's light or dark mode: useColorScheme knows it when the app uses CSS theme
  // variables (their palette object stays light); otherwise the theme's palette.mode does.
  const { colorScheme } = useColorScheme();
  const outerMode = useTheme().palette.mode;
  const mode = colorScheme ?? outerMode;
  const [custom, setCustom] = React.useState(true);
  const theme = React.useMemo(
    () =>
      createTheme({
        palette: { mode },
        components: custom
          ? {
              MuiTypography: {
                defaultProps: {
                  variantMapping: {
                    h4: 'h2',
                    h6: 'h3',
                    subtitle1: 'p',
                    caption: 'p',
                    overline: 'div',
                  },
                },
              },
            }
          : {},
      }),
    [mode, custom],
  );

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={custom} onChange={(event) => setCustom(event.target.checked)} />}
        label="Custom variantMapping"
      />
      <ThemeProvider theme={theme}>
        <Paper variant="outlined" sx={{ p: 2 }} data-testid="variant-mapping-sample">
          {variants.map((variant) => (
            <Typography key={variant} variant={variant} sx={tagLabel}>
              {variant}
            </Typography>
          ))}
        </Paper>
      </ThemeProvider>
    </Stack>
  );
}
