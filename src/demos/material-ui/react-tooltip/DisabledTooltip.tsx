import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

export default function DisabledTooltip() {
  const [accepted, setAccepted] = React.useState(false);

  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
      <Button variant="outlined" onClick={() => setAccepted((value) => !value)}>
        {accepted ? 'Withdraw consent' : 'Accept the terms'}
      </Button>
      <Tooltip title={accepted ? '' : 'Accept the terms first'} describeChild>
        <span>
          <Button variant="contained" disabled={!accepted}>
            Create account
          </Button>
        </span>
      </Tooltip>
    </Stack>
  );
}
