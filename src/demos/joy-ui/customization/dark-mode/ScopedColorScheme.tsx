import * as React from 'react';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Input from '@mui/joy/Input';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';
import { useTheme } from '@mui/joy/styles';

type Scheme = 'light' | 'dark';

// The attribute the theme's colour-scheme selector uses: data-joy-color-scheme by default.
function useSchemeAttribute(): string {
  const theme = useTheme();
  return /\[([\w-]+)=/.exec(theme.getColorSchemeSelector('dark'))?.[1] ?? 'data-joy-color-scheme';
}

// The attribute on a wrapper re-declares the scheme's CSS variables for that element only:
// the section switches, the rest of the page keeps its mode.
export default function ScopedColorScheme() {
  const attribute = useSchemeAttribute();
  const [scheme, setScheme] = React.useState<Scheme>('dark');
  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        size="sm"
        aria-label="Color scheme of the preview"
        value={scheme}
        onChange={(_event, next) => next && setScheme(next)}
      >
        <Button value="light">Light preview</Button>
        <Button value="dark">Dark preview</Button>
      </ToggleButtonGroup>
      <Sheet
        {...{ [attribute]: scheme }}
        data-testid="scheme-preview"
        variant="outlined"
        sx={{ p: 2, borderRadius: 'md', display: 'flex', flexDirection: 'column', gap: 1.5 }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography level="title-md">Reading list</Typography>
          <Chip size="sm" variant="soft" color="primary">
            {scheme}
          </Chip>
        </Stack>
        <Input size="sm" placeholder="Add a title" slotProps={{ input: { 'aria-label': 'Book title' } }} />
        <Stack direction="row" spacing={1}>
          <Button size="sm">Add book</Button>
          <Button size="sm" variant="plain" color="neutral">
            Clear
          </Button>
        </Stack>
      </Sheet>
    </Stack>
  );
}
