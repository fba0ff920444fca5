import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';

export default function ArrowTooltips() {
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'center' }}>
      <Tooltip title="Bold" arrow>
        <IconButton>
          <FormatBoldIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title="Italic" arrow>
        <IconButton>
          <FormatItalicIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title="Underline" arrow placement="right">
        <IconButton>
          <FormatUnderlinedIcon />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
