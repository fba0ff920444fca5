import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

// The slider holds an exponent from 0 to 10; the reader sees 2 to the power of it.
function scale(exponent: number) {
  return 2 ** exponent;
}

function formatStorage(gigabytes: number) {
  return gigabytes >= 1024 ? `${gigabytes / 1024} TB` : `${gigabytes} GB`;
}

export default function NonLinearSlider() {
  const [exponent, setExponent] = React.useState(6);
  const labelId = React.useId();

  return (
    <Box sx={{ width: 300 }}>
      <Typography id={labelId} gutterBottom>
        Storage: {formatStorage(scale(exponent))}
      </Typography>
      <Slider
        aria-labelledby={labelId}
        value={exponent}
        onChange={(_event, newValue) => setExponent(newValue)}
        min={0}
        max={10}
        step={1}
        scale={scale}
        valueLabelDisplay="auto"
        valueLabelFormat={formatStorage}
        getAriaValueText={formatStorage}
      />
    </Box>
  );
}
