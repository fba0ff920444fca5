import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';

export default function ToggleButtonGroupMultiple() {
  const [formats, setFormats] = React.useState<string[]>(['bold']);

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <ToggleButtonGroup
        aria-label="Text formatting"
        variant="soft"
        spacing={1}
        value={formats}
        onChange={(event, newFormats) => setFormats(newFormats)}
      >
        <Button value="bold" startDecorator={<FormatBold />}>
          Bold
        </Button>
        <Button value="italic" startDecorator={<FormatItalic />}>
          Italic
        </Button>
        <Button value="underline" startDecorator={<FormatUnderlined />}>
          Underline
        </Button>
      </ToggleButtonGroup>
      <Typography level="body-sm">
        Selected values: [{formats.join(', ')}]
      </Typography>
    </Stack>
  );
}
