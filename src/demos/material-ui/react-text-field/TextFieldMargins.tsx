import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

const margins = ['none', 'dense', 'normal'] as const;

export default function TextFieldMargins() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
      {margins.map((margin) => (
        // The outline shows where each field's vertical margins end.
        <Box
          key={margin}
          sx={{
            width: 220,
            px: 1,
            border: 1,
            borderColor: 'divider',
            borderStyle: 'dashed',
          }}
        >
          <TextField
            id={`margin-${margin}-1`}
            label={`margin="${margin}"`}
            margin={margin}
            size="small"
            fullWidth
          />
          <TextField
            id={`margin-${margin}-2`}
            label="Second field"
            margin={margin}
            size="small"
            fullWidth
          />
        </Box>
      ))}
    </Box>
  );
}
