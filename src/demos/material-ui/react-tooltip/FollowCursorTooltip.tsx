import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';

export default function FollowCursorTooltip() {
  return (
    <Tooltip title="Drop files here to upload them" followCursor describeChild>
      <Box
        tabIndex={0}
        sx={{
          mx: 'auto',
          width: '100%',
          maxWidth: 360,
          height: 120,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          border: 2,
          borderStyle: 'dashed',
          borderColor: 'divider',
          borderRadius: 2,
          color: 'text.secondary',
          bgcolor: 'action.hover',
        }}
      >
        Upload area
      </Box>
    </Tooltip>
  );
}
