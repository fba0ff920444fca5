import * as React from 'react';
import Divider from '@mui/joy/Divider';
import Chip from '@mui/joy/Chip';
import Slider from '@mui/joy/Slider';
import Stack from '@mui/joy/Stack';

export default function DividerPosition() {
  const [position, setPosition] = React.useState(50);

  return (
    <Stack spacing={3} sx={{ width: '100%', maxWidth: 420 }}>
      <Divider sx={{ '--Divider-childPosition': `${position}%` }}>
        <Chip variant="soft" color="primary" size="sm">
          {position}%
        </Chip>
      </Divider>
      <Slider
        aria-label="Position of the chip on the line"
        value={position}
        step={10}
        marks
        min={0}
        max={100}
        onChange={(_event, value) => setPosition(value as number)}
        valueLabelDisplay="auto"
      />
    </Stack>
  );
}
