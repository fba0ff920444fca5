import * as React from 'react';
import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

export default function SliderCommitted() {
  const [value, setValue] = React.useState(30);
  const [committed, setCommitted] = React.useState(30);
  const [saves, setSaves] = React.useState(0);

  return (
    <Box sx={{ width: '100%', maxWidth: 360, px: 1 }}>
      <Slider
        aria-label="Brightness"
        value={value}
        onChange={(_event, next) => typeof next === 'number' && setValue(next)}
        onChangeCommitted={(_event, next) => {
          if (typeof next === 'number') {
            setCommitted(next);
            setSaves((count) => count + 1);
          }
        }}
        valueLabelDisplay="auto"
      />
      <Typography level="body-sm">onChange value: {value}</Typography>
      <Typography level="body-sm">
        Saved value: {committed} (saved {saves} times)
      </Typography>
    </Box>
  );
}
