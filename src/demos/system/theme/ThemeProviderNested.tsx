import Box from '@mui/system/Box';
import { ThemeProvider, createTheme, type Theme } from '@mui/system';

const brandTheme = createTheme({
  palette: {
    brand: { main: '#6a1b9a', contrastText: '#ffffff' },
  },
  spacing: 4,
  shape: { borderRadius: 12 },
});

function Card({ label }: { label: string }) {
  return (
    <Box
      sx={{
        p: 4,
        borderRadius: 1,
        bgcolor: 'brand.main',
        color: 'brand.contrastText',
      }}
    >
      {label}: p 4, borderRadius 1
    </Box>
  );
}

export default function ThemeProviderNested() {
  return (
    <Box sx={{ width: 1, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <ThemeProvider theme={brandTheme}>
        <Card label="Brand theme (spacing 4px, radius 12px)" />
      </ThemeProvider>
      <ThemeProvider
        theme={(outer: Theme) => ({
          ...outer,
          palette: {
            ...outer.palette,
            brand: { main: '#00695c', contrastText: '#ffffff' },
          },
        })}
      >
        <Card label="Outer theme extended with a brand color" />
      </ThemeProvider>
    </Box>
  );
}
