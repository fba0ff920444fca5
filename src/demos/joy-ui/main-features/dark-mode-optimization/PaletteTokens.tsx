import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const tokens = [
  'background.body',
  'background.surface',
  'background.level1',
  'background.level2',
  'primary.solidBg',
  'neutral.outlinedBorder',
] as const;

// Each swatch names a palette token, not a colour: the value comes from the CSS variable of the
// active colour scheme, so the same markup is right in light and in dark mode.
export default function PaletteTokens() {
  return (
    <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap' }}>
      {tokens.map((token) => (
        <Stack key={token} spacing={0.5} sx={{ width: 132 }}>
          <Sheet variant="outlined" sx={{ height: 56, borderRadius: 'sm', bgcolor: token }} />
          <Typography level="body-xs">{token}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
