import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

interface StatusPillProps extends React.HTMLAttributes<HTMLSpanElement> {
  status: string;
}

// Tooltip gives its child a ref and event handlers: forward the ref and spread the rest
// onto the DOM element, or the tooltip has nothing to attach to.
const StatusPill = React.forwardRef<HTMLSpanElement, StatusPillProps>(
  function StatusPill({ status, ...other }, ref) {
    return (
      <Box
        component="span"
        ref={ref}
        tabIndex={0}
        {...other}
        sx={{
          display: 'inline-block',
          px: 1.5,
          py: 0.5,
          borderRadius: 4,
          border: 1,
          borderColor: 'divider',
          typography: 'body2',
          cursor: 'default',
        }}
      >
        {status}
      </Box>
    );
  },
);

export default function CustomChildTooltip() {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
      <Tooltip title="All 42 checks passed" describeChild>
        <StatusPill status="Build: passing" />
      </Tooltip>
      <Tooltip title="Last deployed 2 hours ago" describeChild>
        <StatusPill status="Deploy: live" />
      </Tooltip>
    </Stack>
  );
}
