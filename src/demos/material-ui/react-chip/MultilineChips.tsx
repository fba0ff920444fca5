import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

const longLabel =
  'Ships in two to three weeks because the item is made to order in our workshop';

export default function MultilineChips() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <Box sx={{ width: 260, maxWidth: '100%' }}>
        <Chip label={longLabel} sx={{ maxWidth: '100%' }} />
      </Box>
      <Box sx={{ width: 260, maxWidth: '100%' }}>
        <Chip
          label={longLabel}
          color="primary"
          variant="outlined"
          sx={{
            height: 'auto',
            py: 0.5,
            '& .MuiChip-label': { display: 'block', whiteSpace: 'normal' },
          }}
        />
      </Box>
    </Stack>
  );
}
