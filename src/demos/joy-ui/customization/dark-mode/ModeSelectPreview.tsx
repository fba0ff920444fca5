import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useTheme } from '@mui/joy/styles';

type Mode = 'light' | 'dark' | 'system';

// The system preference, read after mounting: the server cannot know it, so the first render
// (server and browser alike) assumes light and the effect corrects it.
function useSystemScheme(): 'light' | 'dark' {
  const [scheme, setScheme] = React.useState<'light' | 'dark'>('light');
  React.useEffect(() => {
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const update = () => setScheme(query.matches ? 'dark' : 'light');
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return scheme;
}

export default function ModeSelectPreview() {
  const theme = useTheme();
  const attribute = /\[([\w-]+)=/.exec(theme.getColorSchemeSelector('dark'))?.[1] ?? 'data-joy-color-scheme';
  const [mode, setMode] = React.useState<Mode>('system');
  const systemScheme = useSystemScheme();
  const scheme = mode === 'system' ? systemScheme : mode;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
      <FormControl>
        <FormLabel id="preview-mode-label">Mode</FormLabel>
        <RadioGroup
          aria-labelledby="preview-mode-label"
          value={mode}
          onChange={(event) => setMode(event.target.value as Mode)}
        >
          <Radio value="light" label="Light" />
          <Radio value="dark" label="Dark" />
          <Radio value="system" label="System" />
        </RadioGroup>
      </FormControl>
      <Sheet
        {...{ [attribute]: scheme }}
        variant="soft"
        sx={{ flex: 1, p: 2, borderRadius: 'md', minHeight: 120 }}
      >
        <Typography level="title-md">Preview</Typography>
        <Typography level="body-sm">
          Mode: {mode}. Applied scheme: {scheme}
          {mode === 'system' ? ' (from your system preference)' : ''}.
        </Typography>
      </Sheet>
    </Stack>
  );
}
