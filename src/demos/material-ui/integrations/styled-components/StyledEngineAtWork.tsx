import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { keyframes, styled } from '@mui/material/styles';

type Tone = 'info' | 'success' | 'warning';

const pulse = keyframes`
  from { transform: scale(1); }
  50% { transform: scale(1.15); }
  to { transform: scale(1); }
`;

// styled() and keyframes come from the styled engine (Emotion by default).
// shouldForwardProp keeps the custom `tone` prop off the DOM element.
const StatusDot = styled('span', {
  shouldForwardProp: (prop) => prop !== 'tone',
})<{ tone: Tone }>(({ theme, tone }) => ({
  display: 'inline-block',
  width: 20,
  height: 20,
  borderRadius: '50%',
  backgroundColor: (theme.vars ?? theme).palette[tone].main,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
}));

export default function StyledEngineAtWork() {
  const [tone, setTone] = React.useState<Tone>('info');
  const ref = React.useRef<HTMLSpanElement>(null);
  const [className, setClassName] = React.useState('');

  // Read the class names the engine generated for the current styles.
  React.useEffect(() => {
    setClassName(ref.current?.className ?? '');
  }, [tone]);

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={tone}
        aria-label="Status tone"
        onChange={(_event, value: Tone | null) => value && setTone(value)}
      >
        <ToggleButton value="info">info</ToggleButton>
        <ToggleButton value="success">success</ToggleButton>
        <ToggleButton value="warning">warning</ToggleButton>
      </ToggleButtonGroup>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <StatusDot ref={ref} tone={tone} role="img" aria-label={`Status: ${tone}`} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2">Generated class names:</Typography>
          <Typography
            variant="body2"
            data-testid="generated-class"
            sx={{ fontFamily: 'monospace', color: 'text.secondary', overflowWrap: 'anywhere', minHeight: '1.5em' }}
          >
            {className}
          </Typography>
        </Box>
      </Stack>
    </Stack>
  );
}
