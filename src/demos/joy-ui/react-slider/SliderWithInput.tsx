import * as React from 'react';
import Box from '@mui/joy/Box';
import Input from '@mui/joy/Input';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';
import VolumeDownIcon from '@mui/icons-material/VolumeDown';

const MIN = 0;
const MAX = 100;

export default function SliderWithInput() {
  const [value, setValue] = React.useState<number>(40);
  const [text, setText] = React.useState('40');

  const commitText = () => {
    const parsed = Number(text);
    const next = Number.isNaN(parsed)
      ? value
      : Math.min(MAX, Math.max(MIN, Math.round(parsed)));
    setValue(next);
    setText(String(next));
  };

  return (
    <Box sx={{ width: '100%', maxWidth: 380 }}>
      <Typography id="volume-label" level="title-sm" gutterBottom>
        Alarm volume
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <VolumeDownIcon />
        <Slider
          aria-labelledby="volume-label"
          value={value}
          min={MIN}
          max={MAX}
          onChange={(_event, next) => {
            if (typeof next === 'number') {
              setValue(next);
              setText(String(next));
            }
          }}
          sx={{ flex: 1 }}
        />
        <Input
          size="sm"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={commitText}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              commitText();
            }
          }}
          slotProps={{
            input: {
              'aria-labelledby': 'volume-label',
              inputMode: 'numeric',
            },
          }}
          sx={{ width: 64 }}
        />
      </Box>
    </Box>
  );
}
