import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export default function StatusAlert() {
  const [saves, setSaves] = React.useState(0);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Button
        variant="contained"
        onClick={() => setSaves((count) => count + 1)}
        sx={{ alignSelf: 'start' }}
      >
        Save settings
      </Button>
      {/* The live region stays mounted; only its content changes. */}
      <Box role="status" sx={{ minHeight: 48 }}>
        {saves > 0 && (
          <Alert role="none" severity="success">
            {saves === 1
              ? 'Settings saved.'
              : `Settings saved (${saves} times this session).`}
          </Alert>
        )}
      </Box>
    </Stack>
  );
}
