import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack, { type StackProps } from '@mui/material/Stack';

type Direction = 'row' | 'row-reverse' | 'column' | 'column-reverse';

const options = {
  direction: ['row', 'row-reverse', 'column', 'column-reverse'],
  justifyContent: [
    'flex-start',
    'center',
    'flex-end',
    'space-between',
    'space-around',
  ],
  alignItems: ['flex-start', 'center', 'flex-end', 'stretch', 'baseline'],
} as const;

type Setting = keyof typeof options;

const isDirection = (value: string): value is Direction =>
  (options.direction as readonly string[]).includes(value);

export default function InteractiveStack() {
  const [direction, setDirection] = React.useState<Direction>('row');
  const [justifyContent, setJustifyContent] = React.useState('center');
  const [alignItems, setAlignItems] = React.useState('center');

  const values: Record<Setting, string> = {
    direction,
    justifyContent,
    alignItems,
  };
  const setters: Record<Setting, (value: string) => void> = {
    direction: (value) => isDirection(value) && setDirection(value),
    justifyContent: setJustifyContent,
    alignItems: setAlignItems,
  };
  const stackProps: StackProps = { direction, spacing: 2 };

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Paper
        variant="outlined"
        sx={{ height: 240, p: 1, bgcolor: 'action.hover' }}
      >
        <Stack
          {...stackProps}
          data-testid="interactive-stack"
          sx={{ height: '100%', justifyContent, alignItems }}
        >
          {[40, 64, 52].map((height, index) => (
            <Paper key={height} sx={{ px: 2, py: 1, minHeight: height }}>
              Item {index + 1}
            </Paper>
          ))}
        </Stack>
      </Paper>
      <Grid container spacing={2}>
        {(Object.keys(options) as Setting[]).map((setting) => (
          <Grid key={setting} size={{ xs: 12, md: 4 }}>
            <FormControl>
              <FormLabel id={`interactive-stack-${setting}`}>
                {setting}
              </FormLabel>
              <RadioGroup
                aria-labelledby={`interactive-stack-${setting}`}
                value={values[setting]}
                onChange={(event) => setters[setting](event.target.value)}
              >
                {options[setting].map((value) => (
                  <FormControlLabel
                    key={value}
                    value={value}
                    control={<Radio size="small" />}
                    label={value}
                  />
                ))}
              </RadioGroup>
            </FormControl>
          </Grid>
        ))}
      </Grid>
      <Paper
        variant="outlined"
        component="pre"
        sx={{
          m: 0,
          p: 2,
          typography: 'body2',
          fontFamily: 'monospace',
          overflowX: 'auto',
        }}
      >
        {`<Stack
  direction="${direction}"
  spacing={2}
  sx={{ justifyContent: '${justifyContent}', alignItems: '${alignItems}' }}
>`}
      </Paper>
    </Stack>
  );
}
