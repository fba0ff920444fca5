import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { createTheme, type ThemeOptions } from '@mui/material/styles';

type Form = 'number' | 'length' | 'function' | 'array';

const forms: Record<Form, { code: string; spacing: ThemeOptions['spacing'] }> = {
  number: { code: 'spacing: 4', spacing: 4 },
  length: { code: "spacing: '0.75rem'", spacing: '0.75rem' },
  function: {
    code: 'spacing: (factor) => `${0.25 * factor}rem`',
    spacing: (factor: number) => `${0.25 * factor}rem`,
  },
  array: { code: 'spacing: [0, 4, 8, 16, 32, 64]', spacing: [0, 4, 8, 16, 32, 64] },
};

const factors = [0, 1, 2, 3, 4, 5];

export default function SpacingForms() {
  const [form, setForm] = React.useState<Form>('array');
  const theme = React.useMemo(() => createTheme({ spacing: forms[form].spacing }), [form]);

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={form}
        onChange={(_event, value: Form | null) => value && setForm(value)}
        aria-label="Form of the spacing option"
      >
        {Object.keys(forms).map((key) => (
          <ToggleButton key={key} value={key}>
            {key}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
        createTheme({'{ '}
        {forms[form].code}
        {' }'})
      </Typography>
      <Stack spacing={0.75}>
        {factors.map((factor) => {
          const value = theme.spacing(factor);
          return (
            <Stack key={factor} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <Typography variant="body2" sx={{ fontFamily: 'monospace', width: 200, flexShrink: 0 }}>
                spacing({factor}) = {value}
              </Typography>
              <Box
                sx={{ height: 16, bgcolor: 'primary.main', borderRadius: 0.5 }}
                style={{ width: value }}
              />
            </Stack>
          );
        })}
      </Stack>
    </Stack>
  );
}
