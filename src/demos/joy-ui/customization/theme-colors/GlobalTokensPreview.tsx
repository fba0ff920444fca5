import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

function Sample({ label }: { label: string }) {
  return (
    <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'md', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography level="title-sm">{label}</Typography>
      <Stack direction="row" spacing={1}>
        <Button size="sm">Solid</Button>
        <Button size="sm" variant="soft">
          Soft
        </Button>
        <Chip variant="outlined" color="primary">
          Outlined
        </Chip>
      </Stack>
    </Sheet>
  );
}

// The global variant tokens of the primary palette, set for one section of the page:
// the same effect as setting them in the theme, limited to this subtree.
export default function GlobalTokensPreview() {
  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
      <Sample label="Default tokens" />
      <Stack
        sx={{
          '--joy-palette-primary-solidBg': 'var(--joy-palette-primary-800)',
          '--joy-palette-primary-solidHoverBg': 'var(--joy-palette-primary-900)',
          '--joy-palette-primary-softBg': 'var(--joy-palette-primary-200)',
          '--joy-palette-primary-outlinedBorder': 'var(--joy-palette-primary-500)',
        }}
      >
        <Sample label="Darker solid, stronger soft" />
      </Stack>
    </Stack>
  );
}
