import * as React from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ContentCutIcon from '@mui/icons-material/ContentCut';
import ContentPasteIcon from '@mui/icons-material/ContentPaste';

export default function DelayTooltips() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <Stack direction="row" spacing={2}>
        <Tooltip title="Shown after 800 ms" enterDelay={800} describeChild>
          <Button variant="outlined">enterDelay 800</Button>
        </Tooltip>
        <Tooltip
          title="Stays for 1 s after you leave"
          leaveDelay={1000}
          describeChild
        >
          <Button variant="outlined">leaveDelay 1000</Button>
        </Tooltip>
      </Stack>
      <Stack direction="row" role="toolbar" aria-label="Clipboard">
        <Tooltip title="Cut" enterDelay={500} enterNextDelay={100}>
          <IconButton>
            <ContentCutIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title="Copy" enterDelay={500} enterNextDelay={100}>
          <IconButton>
            <ContentCopyIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title="Paste" enterDelay={500} enterNextDelay={100}>
          <IconButton>
            <ContentPasteIcon />
          </IconButton>
        </Tooltip>
      </Stack>
    </Stack>
  );
}
