import * as React from 'react';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';
import FormatAlignCenter from '@mui/icons-material/FormatAlignCenter';
import FormatAlignJustify from '@mui/icons-material/FormatAlignJustify';
import FormatAlignLeft from '@mui/icons-material/FormatAlignLeft';
import FormatAlignRight from '@mui/icons-material/FormatAlignRight';

export default function ToggleButtonGroupExclusive() {
  const [alignment, setAlignment] = React.useState<string | null>('left');

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <ToggleButtonGroup
        aria-label="Text alignment"
        value={alignment}
        onChange={(event, newValue) => setAlignment(newValue)}
      >
        <IconButton value="left" aria-label="Align left">
          <FormatAlignLeft />
        </IconButton>
        <IconButton value="center" aria-label="Align center">
          <FormatAlignCenter />
        </IconButton>
        <IconButton value="right" aria-label="Align right">
          <FormatAlignRight />
        </IconButton>
        <IconButton value="justify" aria-label="Justify" disabled>
          <FormatAlignJustify />
        </IconButton>
      </ToggleButtonGroup>
      <Typography level="body-sm">
        Selected value: {alignment ?? 'null'}
      </Typography>
    </Stack>
  );
}
