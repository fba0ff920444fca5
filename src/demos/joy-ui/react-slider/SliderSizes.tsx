import Stack from '@mui/joy/Stack';
import Slider from '@mui/joy/Slider';

export default function SliderSizes() {
  return (
    <Stack spacing={3} sx={{ width: '100%', maxWidth: 320, px: 1 }}>
      <Slider size="sm" aria-label="Small slider" defaultValue={30} />
      <Slider size="md" aria-label="Medium slider" defaultValue={50} />
      <Slider size="lg" aria-label="Large slider" defaultValue={70} />
    </Stack>
  );
}
