import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

type Stored = 'nothing' | 'light' | 'dark' | 'system';
type Scheme = 'light' | 'dark';

// The decision the script makes before the first paint, in plain code:
// the stored mode, else defaultMode; 'system' asks the operating system.
function resolve(stored: Stored, defaultMode: Stored, os: Scheme): Scheme {
  const mode = stored === 'nothing' ? defaultMode : stored;
  if (mode === 'system' || mode === 'nothing') {
    return os;
  }
  return mode;
}

interface ChoiceProps<T extends string> {
  label: string;
  value: T;
  options: readonly T[];
  onChange: (value: T) => void;
}

function Choice<T extends string>({
  label,
  value,
  options,
  onChange,
}: ChoiceProps<T>) {
  const id = `resolved-${label.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Box>
      <Typography id={id} variant="caption" component="p">
        {label}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={value}
        onChange={(_event, next: T | null) => next && onChange(next)}
        aria-labelledby={id}
      >
        {options.map((option) => (
          <ToggleButton
            key={option}
            value={option}
            sx={{ textTransform: 'none' }}
          >
            {option}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}

export default function ResolvedScheme() {
  const [stored, setStored] = React.useState<Stored>('nothing');
  const [defaultMode, setDefaultMode] = React.useState<Stored>('system');
  const [os, setOs] = React.useState<Scheme>('dark');
  const scheme = resolve(stored, defaultMode, os);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Choice
          label="localStorage mui-mode"
          value={stored}
          options={['nothing', 'light', 'dark', 'system'] as const}
          onChange={setStored}
        />
        <Choice
          label="defaultMode prop"
          value={defaultMode}
          options={['system', 'light', 'dark'] as const}
          onChange={setDefaultMode}
        />
        <Choice
          label="Operating system"
          value={os}
          options={['light', 'dark'] as const}
          onChange={setOs}
        />
      </Stack>
      <Box
        sx={{
          p: 2,
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          fontFamily: 'monospace',
          fontSize: 14,
        }}
      >
        <span data-testid="resolved-html">{`<html class="${scheme}">`}</span>
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        With <code>attribute=&quot;class&quot;</code>, the script adds this
        class before the page paints; the theme&apos;s{' '}
        <code>colorSchemeSelector: &apos;class&apos;</code> then matches it.
      </Typography>
    </Stack>
  );
}
