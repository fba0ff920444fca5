import * as React from 'react';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function SwitchColors() {
  const [checked, setChecked] = React.useState(true);

  return (
    <Stack spacing={2}>
      <Typography
        component="label"
        startDecorator={
          <Switch
            checked={checked}
            onChange={(event) => setChecked(event.target.checked)}
            sx={{ mr: 1 }}
          />
        }
      >
        All switches on
      </Typography>
      <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap' }}>
        {colors.map((color) => (
          <Switch
            key={color}
            color={color}
            checked={checked}
            onChange={(event) => setChecked(event.target.checked)}
            slotProps={{ input: { 'aria-label': `${color} switch` } }}
          />
        ))}
      </Stack>
    </Stack>
  );
}
