import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';

// Each variant reads CSS variables of its colour. Setting them on a parent changes
// every component below it that uses that variant and colour, without a theme change.
export default function CustomizedVariantTokens() {
  return (
    <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Stack direction="row" spacing={1}>
        <Button variant="soft">Default soft</Button>
        <Chip variant="soft">Default chip</Chip>
      </Stack>
      <Stack
        direction="row"
        spacing={1}
        sx={{
          '--variant-softBg': 'var(--joy-palette-primary-200)',
          '--variant-softColor': 'var(--joy-palette-primary-900)',
          '--variant-softHoverBg': 'var(--joy-palette-primary-300)',
        }}
      >
        <Button variant="soft">Stronger soft</Button>
        <Chip variant="soft">Stronger chip</Chip>
      </Stack>
    </Stack>
  );
}
