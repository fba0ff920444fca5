import * as React from 'react';
import Box from '@mui/joy/Box';
import ButtonGroup from '@mui/joy/ButtonGroup';
import IconButton from '@mui/joy/IconButton';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import Undo from '@mui/icons-material/Undo';
import Redo from '@mui/icons-material/Redo';

const marks = [
  { key: 'bold', label: 'Bold', icon: <FormatBold /> },
  { key: 'italic', label: 'Italic', icon: <FormatItalic /> },
  { key: 'underline', label: 'Underline', icon: <FormatUnderlined /> },
];

export default function ButtonGroupToolbar() {
  const [active, setActive] = React.useState<string[]>(['bold']);

  return (
    <Box role="toolbar" aria-label="Text formatting" sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
      <ButtonGroup size="sm" variant="outlined" aria-label="History">
        <IconButton aria-label="Undo">
          <Undo />
        </IconButton>
        <IconButton aria-label="Redo" disabled>
          <Redo />
        </IconButton>
      </ButtonGroup>
      <ButtonGroup size="sm" variant="outlined" aria-label="Text style">
        {marks.map((mark) => {
          const pressed = active.includes(mark.key);
          return (
            <IconButton
              key={mark.key}
              aria-label={mark.label}
              aria-pressed={pressed}
              variant={pressed ? 'soft' : 'outlined'}
              color={pressed ? 'primary' : 'neutral'}
              onClick={() =>
                setActive((current) => (pressed ? current.filter((item) => item !== mark.key) : [...current, mark.key]))
              }
            >
              {mark.icon}
            </IconButton>
          );
        })}
      </ButtonGroup>
    </Box>
  );
}
