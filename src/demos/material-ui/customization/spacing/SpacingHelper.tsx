import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createTheme } from '@mui/material/styles';

const theme = createTheme(); // spacing unit: 8px

// A number is a factor, anything else (auto, 50%, 2px) is passed through.
function parseArgument(value: string): number | string {
  const trimmed = value.trim();
  return trimmed !== '' && !Number.isNaN(Number(trimmed)) ? Number(trimmed) : trimmed;
}

const labels = ['top', 'right', 'bottom', 'left'];

export default function SpacingHelper() {
  const [values, setValues] = React.useState(['1', '3', '', '']);

  // Arguments stop at the first empty field, as in theme.spacing(1, 3).
  const firstEmpty = values.findIndex((value) => value.trim() === '');
  const args = (firstEmpty === -1 ? values : values.slice(0, firstEmpty)).map(parseArgument);
  const result = theme.spacing(...(args as [number | string]));

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {values.map((value, index) => (
          <TextField
            key={labels[index]}
            label={`Argument ${index + 1}`}
            value={value}
            size="small"
            onChange={(event) =>
              setValues((current) =>
                current.map((item, i) => (i === index ? event.target.value : item)),
              )
            }
            sx={{ width: 110 }}
          />
        ))}
      </Stack>
      <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
        theme.spacing({args.map((arg) => (typeof arg === 'number' ? arg : `'${arg}'`)).join(', ')}) →{' '}
        <strong data-testid="spacing-result">&apos;{result}&apos;</strong>
      </Typography>
      <Box sx={{ bgcolor: 'action.selected', display: 'inline-block', alignSelf: 'flex-start', borderRadius: 1 }}>
        <Box sx={{ m: 0, p: 0 }} style={{ padding: result }}>
          <Box sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', px: 2, py: 1 }}>
            <Typography variant="body2">Content with padding: {result}</Typography>
          </Box>
        </Box>
      </Box>
    </Stack>
  );
}
