import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import LightbulbIcon from '@mui/icons-material/Lightbulb';

type IconColor = NonNullable<SvgIconProps['color']>;
type IconSize = NonNullable<SvgIconProps['fontSize']>;

const colors: IconColor[] = ['inherit', 'primary', 'secondary', 'success', 'warning', 'error', 'action', 'disabled'];
const sizes: IconSize[] = ['small', 'medium', 'large'];

export default function IconPlayground() {
  const [color, setColor] = React.useState<IconColor>('primary');
  const [fontSize, setFontSize] = React.useState<IconSize>('large');

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={color}
        aria-label="Icon color"
        onChange={(_event, value: IconColor | null) => value && setColor(value)}
        sx={{ flexWrap: 'wrap' }}
      >
        {colors.map((name) => (
          <ToggleButton key={name} value={name}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={fontSize}
        aria-label="Icon size"
        onChange={(_event, value: IconSize | null) => value && setFontSize(value)}
      >
        {sizes.map((name) => (
          <ToggleButton key={name} value={name}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minHeight: 48 }}>
        <LightbulbIcon color={color} fontSize={fontSize} />
        <Box
          component="code"
          data-testid="icon-code"
          sx={{ fontSize: 14, color: 'text.secondary', overflowWrap: 'anywhere' }}
        >
          {`<LightbulbIcon color="${color}" fontSize="${fontSize}" />`}
        </Box>
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        With color=&quot;inherit&quot; the icon takes the text color around it.
      </Typography>
    </Stack>
  );
}
