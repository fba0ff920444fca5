import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { styled } from '@mui/material/styles';

// A reusable field: rounded, no notch, a tinted focus ring.
const SoftTextField = styled(TextField)(({ theme }) => {
  // theme.vars holds the CSS variables, which follow light and dark mode.
  const palette = (theme.vars || theme).palette;
  return {
    '& .MuiInputLabel-root': {
      position: 'relative',
      transform: 'none',
      marginBottom: theme.spacing(0.5),
      fontWeight: 600,
      color: palette.text.primary,
    },
    '& .MuiInputLabel-root.Mui-focused': {
      color: palette.primary.main,
    },
    '& .MuiOutlinedInput-root': {
      borderRadius: 12,
      backgroundColor: palette.background.paper,
      transition: theme.transitions.create(['box-shadow']),
      '& fieldset': {
        borderColor: palette.divider,
      },
      '& fieldset legend': {
        display: 'none', // The label sits above, so no notch is needed.
      },
      '&:hover fieldset': {
        borderColor: palette.text.secondary,
      },
      '&.Mui-focused': {
        boxShadow: `0 0 0 4px ${theme.alpha(palette.primary.main, 0.25)}`,
      },
      '&.Mui-focused fieldset': {
        borderWidth: 1,
        borderColor: palette.primary.main,
      },
    },
    '& .MuiOutlinedInput-input': {
      padding: theme.spacing(1.25, 1.5),
    },
  };
});

export default function CustomizedTextField() {
  return (
    <Stack spacing={2} sx={{ width: 320, maxWidth: '100%' }}>
      {/* shrink: the label always sits above, so the placeholder may show. */}
      <SoftTextField
        id="custom-team"
        label="Team name"
        defaultValue="Platform"
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <SoftTextField
        id="custom-website"
        label="Website"
        placeholder="https://example.com"
        helperText="Optional"
        slotProps={{ inputLabel: { shrink: true } }}
      />
      {/* One-off tweaks fit in sx. */}
      <TextField
        id="custom-sx"
        label="Styled with sx"
        variant="filled"
        sx={{ '& .MuiFilledInput-root::after': { borderBottomWidth: 3 } }}
      />
    </Stack>
  );
}
