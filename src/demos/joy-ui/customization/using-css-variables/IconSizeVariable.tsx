import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';
import Bookmark from '@mui/icons-material/BookmarkBorder';
import Share from '@mui/icons-material/Share';
import Download from '@mui/icons-material/Download';

// Joy UI components size their icons with var(--Icon-fontSize). Components set it for their
// own size, so it is set here on each component through sx, from one value.
export default function IconSizeVariable() {
  const [size, setSize] = React.useState(20);
  const iconSize = { '--Icon-fontSize': `${size}px` };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ maxWidth: 260 }}>
        <Typography id="icon-size-label" level="body-sm">
          --Icon-fontSize: {size}px
        </Typography>
        <Slider
          aria-labelledby="icon-size-label"
          min={14}
          max={32}
          value={size}
          onChange={(_event, value) => setSize(value as number)}
        />
      </Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <IconButton variant="soft" aria-label="Bookmark" sx={iconSize}>
          <Bookmark />
        </IconButton>
        <IconButton variant="soft" aria-label="Share" sx={iconSize}>
          <Share />
        </IconButton>
        <Button variant="outlined" startDecorator={<Download />} sx={iconSize}>
          Download
        </Button>
      </Box>
    </Box>
  );
}
