import * as React from 'react';
import Box from '@mui/material/Box';
import Input from '@mui/material/Input';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const MIN = 0;
const MAX = 60;

function clamp(value: number) {
  return Math.min(MAX, Math.max(MIN, value));
}

export default function InputSlider() {
  // The input may be empty while the user is typing, hence `number | ''`.
  const [minutes, setMinutes] = React.useState<number | ''>(15);
  const labelId = React.useId();

  const handleInputChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    setMinutes(value === '' ? '' : Number(value));
  };

  const handleBlur = () => {
    setMinutes(minutes === '' ? MIN : clamp(Math.round(minutes)));
  };

  return (
    <Box sx={{ width: 320 }}>
      <Typography id={labelId} gutterBottom>
        Break length (minutes)
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Slider
          aria-labelledby={labelId}
          value={minutes === '' ? MIN : minutes}
          onChange={(_event, newValue) => setMinutes(newValue)}
          getAriaValueText={(value) => `${value} minutes`}
          min={MIN}
          max={MAX}
          step={5}
          shiftStep={15}
          marks
        />
        <Input
          value={minutes}
          size="small"
          onChange={handleInputChange}
          onBlur={handleBlur}
          type="number"
          slotProps={{
            input: {
              min: MIN,
              max: MAX,
              step: 5,
              'aria-labelledby': labelId,
            },
          }}
          sx={{ width: 64, flexShrink: 0 }}
        />
      </Stack>
    </Box>
  );
}
