import * as React from 'react';
import Card from '@mui/joy/Card';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

// Font stacks that need no download: each falls back to fonts installed on the system.
const stacks = {
  Inter: '"Inter", var(--joy-fontFamily-fallback)',
  'System UI': 'system-ui, sans-serif',
  Serif: 'Georgia, "Times New Roman", serif',
  Monospace: 'ui-monospace, Menlo, Consolas, monospace',
} as const;

type StackName = keyof typeof stacks;
const names = Object.keys(stacks) as StackName[];

export default function FontFamilyScope() {
  const [display, setDisplay] = React.useState<StackName>('Serif');
  const [body, setBody] = React.useState<StackName>('System UI');
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
        <FormControl size="sm" sx={{ minWidth: 180 }}>
          <FormLabel id="display-font-label">Display font (h1–h4)</FormLabel>
          <Select
            value={display}
            onChange={(_event, value) => value && setDisplay(value)}
            slotProps={{ button: { 'aria-labelledby': 'display-font-label' } }}
          >
            {names.map((name) => (
              <Option key={name} value={name}>
                {name}
              </Option>
            ))}
          </Select>
        </FormControl>
        <FormControl size="sm" sx={{ minWidth: 180 }}>
          <FormLabel id="body-font-label">Body font (title-*, body-*)</FormLabel>
          <Select
            value={body}
            onChange={(_event, value) => value && setBody(value)}
            slotProps={{ button: { 'aria-labelledby': 'body-font-label' } }}
          >
            {names.map((name) => (
              <Option key={name} value={name}>
                {name}
              </Option>
            ))}
          </Select>
        </FormControl>
      </Stack>
      {/* The levels read var(--joy-fontFamily-display) and var(--joy-fontFamily-body), so setting
          the two variables on a wrapper changes every level inside it. */}
      <Card
        variant="outlined"
        sx={{ '--joy-fontFamily-display': stacks[display], '--joy-fontFamily-body': stacks[body] }}
      >
        <Typography level="h3">Northern ferry timetable</Typography>
        <Typography level="title-md">Winter service, from 1 December</Typography>
        <Typography level="body-sm">
          Departures every forty minutes from the east pier. Bicycles travel free outside the morning rush.
        </Typography>
      </Card>
    </Stack>
  );
}
