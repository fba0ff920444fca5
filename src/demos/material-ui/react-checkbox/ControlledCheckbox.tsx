import * as React from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';

export default function ControlledCheckbox() {
  const [agreed, setAgreed] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <FormControlLabel
        control={
          <Checkbox
            checked={agreed}
            onChange={(event) => setAgreed(event.target.checked)}
          />
        }
        label="I have read the privacy notice"
      />
      <Button variant="contained" disabled={!agreed}>
        Create account
      </Button>
    </Stack>
  );
}
