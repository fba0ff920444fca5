import * as React from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import DownloadIcon from '@mui/icons-material/Download';
import ShareIcon from '@mui/icons-material/Share';

export default function ThemeMediaQuery() {
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'));

  return (
    <Stack spacing={2}>
      <Typography variant="body2">
        Window is {desktop ? 'md or wider' : 'narrower than md'}: the toolbar
        shows {desktop ? 'labelled buttons' : 'icon buttons'}.
      </Typography>
      {desktop ? (
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" startIcon={<ShareIcon />}>
            Share
          </Button>
          <Button variant="contained" startIcon={<DownloadIcon />}>
            Download
          </Button>
        </Stack>
      ) : (
        <Stack direction="row" spacing={1}>
          <IconButton aria-label="Share">
            <ShareIcon />
          </IconButton>
          <IconButton aria-label="Download" color="primary">
            <DownloadIcon />
          </IconButton>
        </Stack>
      )}
    </Stack>
  );
}
