import * as React from 'react';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import DownloadIcon from '@mui/icons-material/Download';

// Read by screen readers, not shown on screen.
const visuallyHidden: React.CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
};

export default function LinkExternal() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Link
        href="#"
        onClick={(event) => event.preventDefault()}
        target="_blank"
        rel="noopener noreferrer"
        endDecorator={<OpenInNewIcon aria-hidden />}
      >
        Status page
        <span style={visuallyHidden}> (opens in a new tab)</span>
      </Link>
      <Link
        href="#"
        onClick={(event) => event.preventDefault()}
        startDecorator={<DownloadIcon />}
        color="neutral"
        level="body-sm"
      >
        Download the report (PDF, 1.2 MB)
      </Link>
    </Stack>
  );
}
