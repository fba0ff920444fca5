import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

export default function FullWidthTextField() {
  return (
    <Box sx={{ width: 560, maxWidth: '100%' }}>
      <TextField
        id="full-width-subject"
        label="Subject"
        defaultValue="Invoice 2025-0412 for March"
        fullWidth
      />
    </Box>
  );
}
