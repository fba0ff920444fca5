import * as React from 'react';
import Box from '@mui/system/Box';
import { unstable_styleFunctionSx as styleFunctionSx, useTheme } from '@mui/system';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';

// Each entry is one sx object; the demo shows the CSS the system produces for it.
const examples: Record<string, Record<string, string | number>> = {
  "bgcolor: 'primary.main'": { bgcolor: 'primary.main' },
  'p: 2': { p: 2 },
  'mx: -1': { mx: -1 },
  'borderRadius: 2': { borderRadius: 2 },
  'border: 1': { border: 1 },
  'boxShadow: 1': { boxShadow: 1 },
  "fontWeight: 'fontWeightBold'": { fontWeight: 'fontWeightBold' },
  'width: 0.5': { width: 0.5 },
  "zIndex: 'modal'": { zIndex: 'modal' },
  "cursor: 'pointer'": { cursor: 'pointer' },
};

export default function PropertiesSxOutput() {
  const theme = useTheme();
  const [key, setKey] = React.useState("bgcolor: 'primary.main'");
  const css = styleFunctionSx({ sx: examples[key], theme });

  return (
    <Box sx={{ width: 1, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <FormControl size="small" sx={{ width: 260 }}>
        <InputLabel id="sx-key-label">sx entry</InputLabel>
        <Select
          labelId="sx-key-label"
          label="sx entry"
          value={key}
          onChange={(event) => setKey(event.target.value)}
          MenuProps={{ disablePortal: true }}
        >
          {Object.keys(examples).map((name) => (
            <MenuItem key={name} value={name} sx={{ fontFamily: 'monospace' }}>
              {name}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <Box
        component="pre"
        sx={{
          m: 0,
          p: 2,
          minHeight: 80,
          overflowX: 'auto',
          fontSize: 13,
          borderRadius: 1,
          bgcolor: 'action.hover',
        }}
      >
        {JSON.stringify(css, null, 2)}
      </Box>
    </Box>
  );
}
