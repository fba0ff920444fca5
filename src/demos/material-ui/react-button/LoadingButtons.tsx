import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import RefreshIcon from '@mui/icons-material/Refresh';
import SaveIcon from '@mui/icons-material/Save';
import SendIcon from '@mui/icons-material/Send';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';

export default function LoadingButtons() {
  const [loading, setLoading] = React.useState(true);

  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={
          <Switch
            checked={loading}
            onChange={(event) => setLoading(event.target.checked)}
          />
        }
        label="Loading"
      />
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      >
        <Button variant="outlined" loading={loading}>
          Submit
        </Button>
        <Button
          variant="contained"
          loading={loading}
          loadingPosition="start"
          startIcon={<SaveIcon />}
        >
          Save
        </Button>
        <Button
          variant="contained"
          loading={loading}
          loadingPosition="end"
          endIcon={<SendIcon />}
        >
          Send
        </Button>
        <Button variant="text" loading={loading} loadingIndicator="Saving…">
          Save draft
        </Button>
        <IconButton aria-label="Refresh" loading={loading}>
          <RefreshIcon />
        </IconButton>
      </Stack>
    </Stack>
  );
}
