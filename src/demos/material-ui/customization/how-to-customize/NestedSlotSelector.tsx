import Box from '@mui/material/Box';
import Slider, { sliderClasses } from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

export default function NestedSlotSelector() {
  return (
    <Box sx={{ maxWidth: 360, mx: 'auto', px: 1 }}>
      <Typography id="default-volume" variant="body2" gutterBottom>
        Default slider
      </Typography>
      <Slider defaultValue={30} aria-labelledby="default-volume" />
      <Typography
        id="square-volume"
        variant="body2"
        gutterBottom
        sx={{ mt: 2 }}
      >
        Square thumb, thick track, faint rail
      </Typography>
      <Slider
        defaultValue={60}
        aria-labelledby="square-volume"
        sx={{
          // The literal class name works...
          '& .MuiSlider-thumb': {
            borderRadius: 1,
            width: 18,
            height: 18,
          },
          // ...and so does the exported classes object, which survives a custom prefix.
          [`& .${sliderClasses.track}`]: { height: 8 },
          [`& .${sliderClasses.rail}`]: { height: 8, opacity: 0.15 },
        }}
      />
    </Box>
  );
}
