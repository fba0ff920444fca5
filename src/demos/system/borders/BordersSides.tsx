import * as React from 'react';
import Box from '@mui/system/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';

const sides = ['borderTop', 'borderRight', 'borderBottom', 'borderLeft'] as const;

type Side = (typeof sides)[number];

export default function BordersSides() {
  const [enabled, setEnabled] = React.useState<Record<Side, boolean>>({
    borderTop: true,
    borderRight: false,
    borderBottom: true,
    borderLeft: false,
  });

  // Start from a full border and remove the unchecked sides with 0.
  const sx = Object.fromEntries(sides.map((side) => [side, enabled[side] ? 3 : 0]));
  const code = sides.map((side) => `${side}: ${enabled[side] ? 3 : 0}`).join(', ');

  return (
    <Box sx={{ width: 1, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <FormGroup row aria-label="Border sides">
        {sides.map((side) => (
          <FormControlLabel
            key={side}
            label={side}
            control={
              <Checkbox
                checked={enabled[side]}
                onChange={(event) =>
                  setEnabled((previous) => ({ ...previous, [side]: event.target.checked }))
                }
              />
            }
          />
        ))}
      </FormGroup>
      <Box
        sx={{
          width: 200,
          height: 100,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          border: 3,
          borderColor: 'primary.main',
          bgcolor: 'action.hover',
          ...sx,
        }}
      >
        Card
      </Box>
      <Box component="code" sx={{ fontSize: 13, color: 'text.secondary' }}>
        {code}
      </Box>
    </Box>
  );
}
