import * as React from 'react';
import Button from '@mui/material/Button';
import DeleteIcon from '@mui/icons-material/Delete';
import IconButton from '@mui/material/IconButton';
import SendIcon from '@mui/icons-material/Send';
import ShareIcon from '@mui/icons-material/Share';
import Stack from '@mui/material/Stack';

export default function IconLabelButtons() {
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center' }}
    >
      <Button variant="outlined" startIcon={<DeleteIcon />}>
        Delete
      </Button>
      <Button variant="contained" endIcon={<SendIcon />}>
        Send
      </Button>
      <IconButton aria-label="Share">
        <ShareIcon />
      </IconButton>
      <IconButton aria-label="Delete message" color="error">
        <DeleteIcon />
      </IconButton>
      <IconButton aria-label="Send, small" color="primary" size="small">
        <SendIcon fontSize="inherit" />
      </IconButton>
    </Stack>
  );
}
