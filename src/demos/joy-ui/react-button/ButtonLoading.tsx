import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import SendIcon from '@mui/icons-material/Send';

export default function ButtonLoading() {
  const [loading, setLoading] = React.useState(true);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography
        component="label"
        startDecorator={
          <Switch
            checked={loading}
            onChange={(event) => setLoading(event.target.checked)}
            sx={{ mr: 1 }}
          />
        }
      >
        Loading
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        {/* The default indicator has no name: these say what is in progress. */}
        <Button
          loading={loading}
          loadingIndicator={<CircularProgress aria-label="Saving" />}
        >
          Save
        </Button>
        <Button
          loading={loading}
          loadingPosition="start"
          loadingIndicator={<CircularProgress aria-label="Sending" />}
          startDecorator={<SendIcon />}
          variant="soft"
        >
          Send
        </Button>
        <Button
          loading={loading}
          loadingPosition="end"
          loadingIndicator={<CircularProgress aria-label="Sending" />}
          endDecorator={<SendIcon />}
          variant="outlined"
        >
          Send
        </Button>
      </Box>
    </Box>
  );
}
