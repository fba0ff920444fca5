import * as React from 'react';
import AppBar, { type AppBarProps } from '@mui/material/AppBar';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

const colors: AppBarProps['color'][] = [
  'primary',
  'secondary',
  'default',
  'transparent',
];

export default function AppBarColors() {
  return (
    <Stack spacing={2}>
      {colors.map((color) => (
        <AppBar key={color} position="static" color={color} enableColorOnDark>
          <Toolbar variant="dense">
            <Typography variant="subtitle1" component="div">
              {`color="${color}", dense toolbar`}
            </Typography>
          </Toolbar>
        </AppBar>
      ))}
    </Stack>
  );
}
