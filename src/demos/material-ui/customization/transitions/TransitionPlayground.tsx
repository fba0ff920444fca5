import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { createTheme } from '@mui/material/styles';

const theme = createTheme();
const { duration, easing } = theme.transitions;

type EasingName = keyof typeof easing;
type DurationName = keyof typeof duration;

export default function TransitionPlayground() {
  const [moved, setMoved] = React.useState(false);
  const [easingName, setEasingName] = React.useState<EasingName>('easeInOut');
  const [durationName, setDurationName] = React.useState<DurationName>('complex');

  const transition = theme.transitions.create(['transform', 'background-color'], {
    duration: duration[durationName],
    easing: easing[easingName],
  });

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={easingName}
        onChange={(_event, value: EasingName | null) =>
          value && setEasingName(value)
        }
        aria-label="Easing"
      >
        {(Object.keys(easing) as EasingName[]).map((name) => (
          <ToggleButton key={name} value={name} sx={{ textTransform: 'none' }}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={durationName}
        onChange={(_event, value: DurationName | null) =>
          value && setDurationName(value)
        }
        aria-label="Duration"
      >
        {(['shortest', 'standard', 'complex'] as const).map((name) => (
          <ToggleButton key={name} value={name} sx={{ textTransform: 'none' }}>
            {name} ({duration[name]}ms)
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box
        sx={{
          height: 56,
          borderRadius: 1,
          bgcolor: 'action.hover',
          overflow: 'hidden',
        }}
      >
        <Box
          sx={{
            width: 56,
            height: 56,
            borderRadius: 1,
            bgcolor: moved ? 'secondary.main' : 'primary.main',
            transform: moved ? 'translateX(min(400px, 60vw))' : 'none',
            transition,
            '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
          }}
        />
      </Box>
      <Typography
        variant="body2"
        sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
      >
        transition: {transition}
      </Typography>
      <Button
        variant="contained"
        onClick={() => setMoved((value) => !value)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {moved ? 'Move back' : 'Move'}
      </Button>
    </Stack>
  );
}
