import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

type Variant = 'text' | 'outlined' | 'contained';

export default function ButtonUsage() {
  const [variant, setVariant] = React.useState<Variant>('contained');
  const [clicks, setClicks] = React.useState(0);

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={variant}
        aria-label="Button variant"
        onChange={(_event, value: Variant | null) => value && setVariant(value)}
      >
        <ToggleButton value="text">text</ToggleButton>
        <ToggleButton value="outlined">outlined</ToggleButton>
        <ToggleButton value="contained">contained</ToggleButton>
      </ToggleButtonGroup>
      <Button variant={variant} onClick={() => setClicks(clicks + 1)}>
        Hello world
      </Button>
      <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite">
        {clicks === 0 ? 'Not clicked yet.' : `Clicked ${clicks} ${clicks === 1 ? 'time' : 'times'}.`}
      </Typography>
    </Stack>
  );
}
