import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';

export default function SliderVertical() {
  return (
    <Box sx={{ height: 180, display: 'flex', gap: 4 }}>
      <Slider aria-label="Bass" orientation="vertical" defaultValue={40} />
      <Slider
        aria-label="Treble"
        orientation="vertical"
        defaultValue={70}
        variant="soft"
        color="success"
      />
      <Slider
        aria-label="Inverted track"
        orientation="vertical"
        defaultValue={25}
        track="inverted"
        color="neutral"
      />
    </Box>
  );
}
