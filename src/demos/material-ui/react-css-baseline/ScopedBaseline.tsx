import * as React from 'react';
import Box from '@mui/material/Box';
import ScopedCssBaseline from '@mui/material/ScopedCssBaseline';

const hostPageStyles = {
  fontFamily: 'Georgia, "Times New Roman", serif',
  fontSize: 15,
  lineHeight: 1.2,
  color: '#6d4c41',
  bgcolor: '#fff8e1',
  p: 2,
  borderRadius: 1,
};

function Sample({ label }: { label: string }) {
  return (
    <Box sx={{ p: 2 }}>
      <b>{label}</b>
      <p style={{ margin: '8px 0 0' }}>
        The quick brown fox jumps over the lazy dog.
      </p>
    </Box>
  );
}

export default function ScopedBaseline() {
  return (
    <Box
      sx={{
        ...hostPageStyles,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { sm: '1fr 1fr' },
      }}
    >
      <Box sx={{ border: '1px dashed currentColor', borderRadius: 1 }}>
        <Sample label="Inherits the host page styles" />
      </Box>
      <ScopedCssBaseline sx={{ borderRadius: 1 }}>
        <Sample label="Inside ScopedCssBaseline" />
      </ScopedCssBaseline>
    </Box>
  );
}
