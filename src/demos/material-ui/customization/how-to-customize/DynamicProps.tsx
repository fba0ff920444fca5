import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

interface StorageBarProps {
  used: number;
}

// `used` only drives the styles: shouldForwardProp keeps it off the DOM element.
const StorageBar = styled('div', {
  shouldForwardProp: (prop) => prop !== 'used',
})<StorageBarProps>(({ theme, used }) => ({
  height: 12,
  borderRadius: 6,
  backgroundColor: (theme.vars || theme).palette.action.selected,
  position: 'relative',
  overflow: 'hidden',
  '&::after': {
    content: '""',
    position: 'absolute',
    insetBlock: 0,
    insetInlineStart: 0,
    width: `${used}%`,
    backgroundColor: (theme.vars || theme).palette.success.main,
    transition: theme.transitions.create('width'),
  },
  variants: [
    {
      props: ({ used: value }) => value >= 75,
      style: {
        '&::after': {
          backgroundColor: (theme.vars || theme).palette.warning.main,
        },
      },
    },
    {
      props: ({ used: value }) => value >= 90,
      style: {
        '&::after': {
          backgroundColor: (theme.vars || theme).palette.error.main,
        },
      },
    },
  ],
}));

export default function DynamicProps() {
  const [used, setUsed] = React.useState(40);

  return (
    <Box sx={{ maxWidth: 360, mx: 'auto' }}>
      <Typography id="storage-used" variant="body2" gutterBottom>
        Storage used: {used}%
      </Typography>
      <StorageBar used={used} role="presentation" data-testid="storage-bar" />
      <Slider
        value={used}
        onChange={(_event, value) => setUsed(value)}
        aria-labelledby="storage-used"
        sx={{ mt: 2 }}
      />
    </Box>
  );
}
