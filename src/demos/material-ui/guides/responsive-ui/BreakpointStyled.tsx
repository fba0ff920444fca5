import * as React from 'react';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

// The media queries come from theme.breakpoints, so they follow the theme's values.
const Banner = styled('div')(({ theme }) => ({
  padding: theme.spacing(2),
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
  '&::after': { display: 'block', marginTop: theme.spacing(1), fontFamily: 'monospace' },
  [theme.breakpoints.down('sm')]: {
    backgroundColor: (theme.vars ?? theme).palette.background.paper,
    '&::after': { content: '"down(\'sm\'): narrower than 600px"' },
  },
  [theme.breakpoints.between('sm', 'lg')]: {
    backgroundColor: (theme.vars ?? theme).palette.action.hover,
    '&::after': { content: '"between(\'sm\', \'lg\'): 600px to 1199px"' },
  },
  [theme.breakpoints.up('lg')]: {
    backgroundColor: (theme.vars ?? theme).palette.action.selected,
    '&::after': { content: '"up(\'lg\'): 1200px and wider"' },
  },
}));

export default function BreakpointStyled() {
  return (
    <Banner>
      <Typography variant="body1">
        This box is a styled component. Resize the window to see which of its three media
        queries matches.
      </Typography>
    </Banner>
  );
}
