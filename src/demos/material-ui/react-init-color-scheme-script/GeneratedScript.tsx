import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';

const attributes = [
  'data-mui-color-scheme',
  'class',
  'data',
  '[data-theme="%s"]',
];
const modes = ['system', 'light', 'dark'] as const;

type Mode = (typeof modes)[number];

interface ScriptProps {
  dangerouslySetInnerHTML?: { __html: string };
}

export default function GeneratedScript() {
  const [attribute, setAttribute] = React.useState('class');
  const [defaultMode, setDefaultMode] = React.useState<Mode>('system');
  // The component only renders a <script> element: read the code it carries
  // instead of running it, so the page around the demo is left alone.
  const element = InitColorSchemeScript({ attribute, defaultMode });
  const code =
    (element.props as ScriptProps).dangerouslySetInnerHTML?.__html ?? '';

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          size="small"
          label="attribute"
          value={attribute}
          onChange={(event) => setAttribute(event.target.value)}
          sx={{ minWidth: 220 }}
        >
          {attributes.map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="defaultMode"
          value={defaultMode}
          onChange={(event) => setDefaultMode(event.target.value as Mode)}
          sx={{ minWidth: 160 }}
        >
          {modes.map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Box
        component="pre"
        tabIndex={0}
        role="region"
        aria-label="Generated script"
        data-testid="generated-script"
        sx={{
          m: 0,
          p: 2,
          maxHeight: 300,
          overflow: 'auto',
          borderRadius: 1,
          bgcolor: 'action.hover',
          color: 'text.primary',
          fontSize: 12,
        }}
      >
        {code}
      </Box>
    </Stack>
  );
}
