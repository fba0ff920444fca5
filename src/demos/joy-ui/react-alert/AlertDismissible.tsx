import * as React from 'react';
import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Typography from '@mui/joy/Typography';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import InfoIcon from '@mui/icons-material/Info';

export default function AlertDismissible() {
  const [visible, setVisible] = React.useState(true);

  if (!visible) {
    return (
      <Button variant="outlined" color="neutral" onClick={() => setVisible(true)}>
        Show the alert again
      </Button>
    );
  }

  return (
    <Alert
      variant="soft"
      color="primary"
      startDecorator={<InfoIcon />}
      endDecorator={
        <IconButton
          variant="plain"
          size="sm"
          color="primary"
          aria-label="Dismiss"
          onClick={() => setVisible(false)}
        >
          <CloseRoundedIcon />
        </IconButton>
      }
      sx={{ alignItems: 'flex-start', width: '100%' }}
    >
      <div>
        <Typography level="title-md" color="primary">
          Keyboard shortcuts
        </Typography>
        <Typography level="body-sm" color="primary">
          Press ? anywhere in the app to see every available shortcut.
        </Typography>
      </div>
    </Alert>
  );
}
