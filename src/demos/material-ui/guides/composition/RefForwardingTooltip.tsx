import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

// React 18 and 19: forwardRef hands the ref to the DOM node.
const StatusDot = React.forwardRef<HTMLSpanElement, React.HTMLAttributes<HTMLSpanElement>>(
  function StatusDot(props, ref) {
    return (
      <Box
        component="span"
        ref={ref}
        tabIndex={0}
        {...props}
        sx={{ display: 'inline-block', width: 16, height: 16, borderRadius: '50%', bgcolor: 'success.main' }}
      />
    );
  },
);

// React 19 only: ref is an ordinary prop of a function component.
function StatusPill({ ref, children, ...other }: React.ComponentPropsWithRef<'span'>) {
  return (
    <Box
      component="span"
      ref={ref}
      tabIndex={0}
      {...other}
      sx={{ px: 1.5, py: 0.5, borderRadius: 4, bgcolor: 'warning.main', color: 'warning.contrastText', typography: 'body2' }}
    >
      {children}
    </Box>
  );
}

export default function RefForwardingTooltip() {
  return (
    <Stack direction="row" spacing={3} sx={{ alignItems: 'center', py: 2 }}>
      <Tooltip title="All systems operational">
        <StatusDot aria-label="Status: operational" role="img" />
      </Tooltip>
      <Tooltip title="2 services are slower than usual">
        <StatusPill>Degraded</StatusPill>
      </Tooltip>
    </Stack>
  );
}
