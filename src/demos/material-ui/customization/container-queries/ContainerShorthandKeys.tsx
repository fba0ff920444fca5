import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

const widths = [280, 440, 640];

export default function ContainerShorthandKeys() {
  const [width, setWidth] = React.useState(440);

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={width}
        onChange={(_event, value: number | null) => value && setWidth(value)}
        aria-label="Container width"
        sx={{ mb: 2 }}
      >
        {widths.map((value) => (
          <ToggleButton key={value} value={value}>
            {value}px
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ containerType: 'inline-size', width, maxWidth: '100%' }}>
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', '@400': 'row' },
            alignItems: { xs: 'flex-start', '@400': 'center' },
            gap: { xs: 1, '@sm': 3 },
            p: { xs: 1.5, '@sm': 3 },
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'background.paper',
          }}
        >
          <Avatar sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText' }}>RM</Avatar>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="subtitle1" component="p">
              Rosa Martín
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Product designer, Lisbon
            </Typography>
          </Box>
          <Button variant="outlined" size="small">
            Follow
          </Button>
        </Box>
      </Box>
      <Typography variant="caption" component="p" sx={{ mt: 1, color: 'text.secondary' }}>
        Stacked below 400px, a row from 400px, roomier padding from sm (600px).
      </Typography>
    </Box>
  );
}
