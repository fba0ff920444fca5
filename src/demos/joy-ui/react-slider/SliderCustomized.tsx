import Stack from '@mui/joy/Stack';
import Slider from '@mui/joy/Slider';

export default function SliderCustomized() {
  return (
    <Stack spacing={4} sx={{ width: '100%', maxWidth: 360, px: 1, pt: 3 }}>
      <Slider
        aria-label="Thin slider"
        defaultValue={35}
        sx={{ '--Slider-trackSize': '2px', '--Slider-thumbSize': '12px' }}
      />
      <Slider
        aria-label="Pill thumb"
        defaultValue={60}
        color="success"
        valueLabelDisplay="on"
        sx={{
          '--Slider-trackSize': '10px',
          '--Slider-thumbWidth': '28px',
          '--Slider-thumbSize': '18px',
        }}
      />
      <Slider
        aria-label="Square thumb"
        defaultValue={80}
        color="neutral"
        slotProps={{
          thumb: { sx: { borderRadius: '2px', '&::before': { borderRadius: '2px' } } },
        }}
      />
    </Stack>
  );
}
