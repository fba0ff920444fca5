import * as React from 'react';
import Button from '@mui/material/Button';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Stack from '@mui/material/Stack';

export default function DisabledAndLinkButtons() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2}>
        <Button disabled>Text</Button>
        <Button variant="contained" disabled>
          Contained
        </Button>
        <Button variant="outlined" disabled>
          Outlined
        </Button>
      </Stack>
      <Stack direction="row" spacing={2}>
        <Button href="#" onClick={(event) => event.preventDefault()}>
          Link
        </Button>
        <Button
          variant="outlined"
          href="#"
          onClick={(event) => event.preventDefault()}
          endIcon={<OpenInNewIcon />}
        >
          Release notes
        </Button>
      </Stack>
    </Stack>
  );
}
