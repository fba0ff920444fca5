import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';

export default function SliderBasic() {
  return (
    <Box
      sx={{
        width: '100%',
        maxWidth: 320,
        display: 'flex',
        flexDirection: 'column',
        gap: 3,
      }}
    >
      <Slider aria-label="Volume" defaultValue={30} />
      <Slider
        aria-label="Brightness"
        defaultValue={60}
        color="warning"
        size="lg"
      />
      <Slider aria-label="Disabled slider" defaultValue={45} disabled />
    </Box>
  );
}
