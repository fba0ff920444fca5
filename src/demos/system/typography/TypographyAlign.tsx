import * as React from 'react';
import Box from '@mui/system/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import FormatAlignLeftIcon from '@mui/icons-material/FormatAlignLeft';
import FormatAlignCenterIcon from '@mui/icons-material/FormatAlignCenter';
import FormatAlignRightIcon from '@mui/icons-material/FormatAlignRight';
import FormatAlignJustifyIcon from '@mui/icons-material/FormatAlignJustify';

const alignments = [
  { value: 'left', icon: <FormatAlignLeftIcon /> },
  { value: 'center', icon: <FormatAlignCenterIcon /> },
  { value: 'right', icon: <FormatAlignRightIcon /> },
  { value: 'justify', icon: <FormatAlignJustifyIcon /> },
] as const;

type Alignment = (typeof alignments)[number]['value'];

export default function TypographyAlign() {
  const [textAlign, setTextAlign] = React.useState<Alignment>('left');

  return (
    <Box sx={{ width: 1, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <ToggleButtonGroup
        value={textAlign}
        exclusive
        size="small"
        aria-label="Text alignment"
        onChange={(_event, value: Alignment | null) => {
          if (value) {
            setTextAlign(value);
          }
        }}
      >
        {alignments.map(({ value, icon }) => (
          <ToggleButton key={value} value={value} aria-label={`Align ${value}`}>
            {icon}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box
        sx={{
          textAlign,
          maxWidth: 480,
          p: 2,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        The harbour ferry leaves every twenty minutes from the north pier. Tickets can be
        bought on board, and bicycles travel free outside the morning rush.
      </Box>
    </Box>
  );
}
