import Box from '@mui/material/Box';
import { handleBreakpoints, type CSSObject } from '@mui/system';
import { ThemeProvider, type Theme } from '@mui/material/styles';

// What the style function receives: the value under its key, and the theme.
interface SizeProps {
  size?: unknown;
  theme?: Theme;
}

// Adds a `size` key to sx: width and height at once, from the spacing scale,
// with responsive values. The outer theme's configuration is kept.
function withSizeKey(outer: Theme): Theme {
  return {
    ...outer,
    unstable_sxConfig: {
      ...outer.unstable_sxConfig,
      size: {
        style: (props: SizeProps) =>
          handleBreakpoints(props, props.size, (value: number | string) => {
            const length =
              typeof value === 'number' && props.theme ? props.theme.spacing(value) : value;
            return { width: length, height: length };
          }) as CSSObject,
      },
    },
  };
}

const sizes = [3, 5, 8] as const;

export default function SxConfigSizeKey() {
  return (
    <ThemeProvider theme={withSizeKey}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-end', flexWrap: 'wrap' }}>
        {sizes.map((size) => (
          <Box key={size} sx={{ textAlign: 'center', fontSize: 12 }}>
            <Box
              sx={{
                size,
                mx: 'auto',
                mb: 0.5,
                borderRadius: '50%',
                bgcolor: 'primary.main',
              }}
            />
            size: {size}
          </Box>
        ))}
        <Box sx={{ textAlign: 'center', fontSize: 12 }}>
          <Box
            sx={{
              size: { xs: 4, md: 10 },
              mx: 'auto',
              mb: 0.5,
              borderRadius: 1,
              bgcolor: 'secondary.main',
            }}
          />
          {'size: { xs: 4, md: 10 }'}
        </Box>
      </Box>
    </ThemeProvider>
  );
}
