import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import ShareIcon from '@mui/icons-material/Share';

export default function BasicTooltip() {
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'center' }}>
      <Tooltip title="Copy link">
        <IconButton>
          <ContentCopyIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title="Share">
        <IconButton>
          <ShareIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title="Move to trash">
        <IconButton color="error">
          <DeleteIcon />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
