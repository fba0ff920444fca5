import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';

const marks = [
  { value: 0, label: '0°C' },
  { value: 20, label: '20°C' },
  { value: 37, label: '37°C' },
  { value: 100, label: '100°C' },
];

function valueText(value: number) {
  return `${value} degrees Celsius`;
}

export default function SliderMarks() {
  return (
    <Box
      sx={{
        width: '100%',
        maxWidth: 360,
        display: 'flex',
        flexDirection: 'column',
        gap: 4,
        px: 1,
      }}
    >
      <Slider
        aria-label="Temperature"
        defaultValue={20}
        getAriaValueText={valueText}
        step={10}
        marks
        valueLabelDisplay="auto"
      />
      <Slider
        aria-label="Temperature with labels"
        defaultValue={37}
        getAriaValueText={valueText}
        step={null}
        marks={marks}
        valueLabelDisplay="on"
      />
    </Box>
  );
}
