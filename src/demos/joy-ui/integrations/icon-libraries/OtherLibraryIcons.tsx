import * as React from 'react';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

// A stand-in for an icon from another library: a plain <svg> that takes a size and a color,
// as Lucide, Phosphor or Heroicons components do.
function LeafIcon({ size = 24, color = 'currentColor', style }: { size?: number | string; color?: string; style?: React.CSSProperties }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke={color} strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" style={style}>
      <path d="M5 19c9 0 14-6 14-14C11 5 5 10 5 19Z" />
      <path d="M5 19 13 11" />
    </svg>
  );
}

// Take Joy UI's icon size and color where the component sets them, 1.25rem elsewhere.
const followJoy: React.CSSProperties = { fontSize: 'var(--Icon-fontSize, 1.25rem)', color: 'var(--Icon-color, currentColor)' };

export default function OtherLibraryIcons() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography level="body-sm" sx={{ width: 120 }}>
          Fixed 24px
        </Typography>
        <Button size="sm" startDecorator={<LeafIcon />}>
          Small
        </Button>
        <Button size="lg" variant="soft" startDecorator={<LeafIcon />}>
          Large
        </Button>
        <IconButton size="sm" variant="outlined" aria-label="Plant, fixed size">
          <LeafIcon />
        </IconButton>
      </Stack>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography level="body-sm" sx={{ width: 120 }}>
          Follows Joy UI
        </Typography>
        <Button size="sm" startDecorator={<LeafIcon size="1em" style={followJoy} />}>
          Small
        </Button>
        <Button size="lg" variant="soft" startDecorator={<LeafIcon size="1em" style={followJoy} />}>
          Large
        </Button>
        <IconButton size="sm" variant="outlined" aria-label="Plant, follows Joy UI">
          <LeafIcon size="1em" style={followJoy} />
        </IconButton>
        <Input
          size="sm"
          placeholder="Search plants"
          startDecorator={<LeafIcon size="1em" style={followJoy} />}
          slotProps={{ input: { 'aria-label': 'Search plants' } }}
          sx={{ width: 180 }}
        />
      </Stack>
    </Stack>
  );
}
