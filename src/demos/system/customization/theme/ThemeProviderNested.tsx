import Box from '@mui/system/Box';
import { ThemeProvider, createTheme } from '@mui/system';

// The docs theme generates CSS variables (theme.vars), and sx reads theme.vars
// first. Clearing vars lets the palette, spacing and shape below take effect.
const brandTheme = {
  ...createTheme({
    palette: {
      brand: { main: '#6a1b9a', contrastText: '#ffffff' },
    },
    spacing: 4,
    shape: { borderRadius: 12 },
  }),
  vars: undefined,
};

export default function ThemeProviderNested() {
  return (
    <Box sx={{ width: 1, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box
        sx={{
          p: 4,
          borderRadius: 1,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        Site theme: p 4 = 32px, borderRadius 1 = 4px
      </Box>
      <ThemeProvider theme={brandTheme}>
        <Box
          sx={{
            p: 4,
            borderRadius: 1,
            bgcolor: 'brand.main',
            color: 'brand.contrastText',
          }}
        >
          Brand theme: p 4 = 16px, borderRadius 1 = 12px
        </Box>
      </ThemeProvider>
    </Box>
  );
}
