import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Fab from '@mui/material/Fab';
import Stack from '@mui/material/Stack';
import CheckIcon from '@mui/icons-material/Check';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';

export default function CircularIntegration() {
  const [loading, setLoading] = React.useState(false);
  const [success, setSuccess] = React.useState(false);
  const timer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  React.useEffect(() => () => clearTimeout(timer.current), []);

  const handleClick = () => {
    if (loading) {
      return;
    }
    setSuccess(false);
    setLoading(true);
    timer.current = setTimeout(() => {
      setLoading(false);
      setSuccess(true);
    }, 2000);
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'center' }}>
      <Box sx={{ position: 'relative' }}>
        <Fab
          aria-label={success ? 'Backup finished' : 'Back up now'}
          color={success ? 'success' : 'primary'}
          onClick={handleClick}
        >
          {success ? <CheckIcon /> : <CloudUploadIcon />}
        </Fab>
        {loading && (
          <CircularProgress
            size={68}
            color="success"
            aria-label="Backing up"
            sx={{ position: 'absolute', top: -6, left: -6, zIndex: 1 }}
          />
        )}
      </Box>
      <Box sx={{ position: 'relative' }}>
        <Button
          variant="contained"
          color={success ? 'success' : 'primary'}
          disabled={loading}
          onClick={handleClick}
        >
          {success ? 'Backed up' : 'Back up now'}
        </Button>
        {loading && (
          <CircularProgress
            size={24}
            aria-label="Backing up"
            sx={{
              position: 'absolute',
              top: '50%',
              left: '50%',
              mt: '-12px',
              ml: '-12px',
            }}
          />
        )}
      </Box>
    </Stack>
  );
}
