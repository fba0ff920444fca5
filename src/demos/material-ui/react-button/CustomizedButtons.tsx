import * as React from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';

// A pill-shaped call to action built from the theme's secondary color.
const PillButton = styled(Button)<ButtonProps>(({ theme }) => ({
  borderRadius: 999,
  paddingInline: theme.spacing(3),
  textTransform: 'none',
  fontWeight: 600,
  boxShadow: 'none',
  '&:hover': {
    boxShadow: 'none',
  },
  '&.Mui-focusVisible': {
    outline: `3px solid ${theme.alpha((theme.vars || theme).palette.secondary.main, 0.5)}`,
    outlineOffset: 2,
  },
}));

export default function CustomizedButtons() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <PillButton variant="contained" color="secondary">
        Join the beta
      </PillButton>
      <Button
        variant="outlined"
        sx={{
          textTransform: 'none',
          borderWidth: 2,
          borderRadius: 2,
          '&:hover': { borderWidth: 2, bgcolor: 'action.hover' },
        }}
      >
        Outlined, thicker border
      </Button>
    </Stack>
  );
}
