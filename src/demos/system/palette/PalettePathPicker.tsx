import * as React from 'react';
import Box from '@mui/system/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';

const accents = ['primary', 'secondary', 'error', 'warning', 'info', 'success'];

export default function PalettePathPicker() {
  const [accent, setAccent] = React.useState('primary');

  return (
    <Box sx={{ width: 1, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <FormControl size="small" sx={{ width: 200 }}>
        <InputLabel id="palette-accent-label">Accent color</InputLabel>
        <Select
          labelId="palette-accent-label"
          label="Accent color"
          value={accent}
          onChange={(event) => setAccent(event.target.value)}
          MenuProps={{ disablePortal: true }}
        >
          {accents.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      {/* One variable drives every color of the card through palette paths. */}
      <Box
        sx={{
          maxWidth: 360,
          border: 1,
          borderColor: `${accent}.main`,
          borderRadius: 2,
          overflow: 'hidden',
          bgcolor: 'background.paper',
        }}
      >
        <Box
          sx={{
            px: 2,
            py: 1,
            bgcolor: `${accent}.main`,
            color: `${accent}.contrastText`,
            fontWeight: 'fontWeightMedium',
          }}
        >
          Storage almost full
        </Box>
        <Box sx={{ p: 2, color: 'text.secondary' }}>
          You have used 9.2 GB of your 10 GB plan.
        </Box>
        <Box
          component="button"
          type="button"
          sx={{
            mx: 2,
            mb: 2,
            px: 2,
            py: 0.75,
            font: 'inherit',
            cursor: 'pointer',
            border: 1,
            borderColor: `${accent}.main`,
            borderRadius: 1,
            bgcolor: 'transparent',
            color: 'text.primary',
            '&:hover': { bgcolor: 'action.hover' },
            '&:focus-visible': { outline: 2, outlineColor: `${accent}.main`, outlineOffset: 2 },
          }}
        >
          Manage storage
        </Box>
      </Box>
    </Box>
  );
}
