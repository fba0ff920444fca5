import * as React from 'react';
import Button from '@mui/material/Button';
import SaveIcon from '@mui/icons-material/Save';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

type Status = 'idle' | 'saving' | 'saved';

export default function LoadingOnClick() {
  const [status, setStatus] = React.useState<Status>('idle');
  const timer = React.useRef<ReturnType<typeof setTimeout>>(undefined);

  React.useEffect(() => () => clearTimeout(timer.current), []);

  const handleSave = () => {
    setStatus('saving');
    // Stands in for a request to a server.
    timer.current = setTimeout(() => setStatus('saved'), 1500);
  };

  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ alignItems: 'center', minHeight: 40 }}
    >
      <Button
        variant="contained"
        loading={status === 'saving'}
        loadingPosition="start"
        startIcon={<SaveIcon />}
        onClick={handleSave}
      >
        Save profile
      </Button>
      <Typography
        role="status"
        variant="body2"
        sx={{ color: 'text.secondary' }}
      >
        {status === 'saving' && 'Saving…'}
        {status === 'saved' && 'Profile saved'}
      </Typography>
    </Stack>
  );
}
