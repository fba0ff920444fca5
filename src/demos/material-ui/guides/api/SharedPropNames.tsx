import * as React from 'react';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import MailIcon from '@mui/icons-material/Mail';

type Color = 'primary' | 'secondary' | 'success' | 'error';
type Size = 'small' | 'medium';

export default function SharedPropNames() {
  const [color, setColor] = React.useState<Color>('primary');
  const [size, setSize] = React.useState<Size>('medium');

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={color}
          aria-label="color prop"
          onChange={(_event, value: Color | null) => value && setColor(value)}
        >
          {(['primary', 'secondary', 'success', 'error'] as const).map((name) => (
            <ToggleButton key={name} value={name}>
              {name}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={size}
          aria-label="size prop"
          onChange={(_event, value: Size | null) => value && setSize(value)}
        >
          <ToggleButton value="small">small</ToggleButton>
          <ToggleButton value="medium">medium</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {/* The same two props, with the same values, on six different components. */}
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="contained" color={color} size={size}>
          Button
        </Button>
        <Chip label="Chip" color={color} size={size} />
        <Checkbox defaultChecked color={color} size={size} slotProps={{ input: { 'aria-label': 'Checkbox' } }} />
        <Switch defaultChecked color={color} size={size} slotProps={{ input: { 'aria-label': 'Switch' } }} />
        <Badge badgeContent={4} color={color}>
          <MailIcon color="action" fontSize={size} titleAccess="Messages" />
        </Badge>
        <Slider defaultValue={40} color={color} size={size} aria-label="Slider" sx={{ width: 140 }} />
      </Stack>
    </Stack>
  );
}
