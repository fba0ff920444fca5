import Box from '@mui/joy/Box';
import Stack from '@mui/joy/Stack';
import type { ColorPaletteProp } from '@mui/joy/styles';

const statuses: { label: string; color: ColorPaletteProp }[] = [
  { label: 'Build passed', color: 'success' },
  { label: 'Review pending', color: 'warning' },
  { label: 'Deploy failed', color: 'danger' },
];

// A plain element that borrows the variant tokens: the same colors as a soft Chip or Alert,
// a hover state from softHover, and both light and dark values from the theme.
export default function VariantTokensOnBox() {
  return (
    <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', gap: 1.5 }}>
      {statuses.map(({ label, color }) => (
        <Box
          key={label}
          component="button"
          type="button"
          sx={(theme) => ({
            ...theme.variants.soft[color],
            '&:hover': theme.variants.softHover[color],
            '&:focus-visible': { outline: '2px solid', outlineColor: theme.vars.palette.focusVisible, outlineOffset: 2 },
            border: 'none',
            borderRadius: 'xl',
            px: 2,
            py: 1,
            cursor: 'pointer',
            fontFamily: 'body',
            fontSize: 'sm',
            fontWeight: 'lg',
          })}
        >
          {label}
        </Box>
      ))}
    </Stack>
  );
}
