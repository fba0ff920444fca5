import * as React from 'react';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';

interface MeterProps {
  level: number;
}

const Meter = styled('div', {
  shouldForwardProp: (prop) => prop !== 'level',
  name: 'DemoMeter',
  slot: 'root',
})<MeterProps>(({ theme, level }) => ({
  height: 12,
  borderRadius: 6,
  backgroundColor: theme.palette.action.selected,
  backgroundImage: `linear-gradient(to right, ${
    level > 70 ? theme.palette.error.main : theme.palette.success.main
  } ${level}%, transparent ${level}%)`,
  transition: 'background-image 200ms',
}));

export default function StyledProps() {
  const [level, setLevel] = React.useState(40);

  return (
    <div style={{ width: '100%' }}>
      <Meter
        level={level}
        role="meter"
        aria-valuenow={level}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-label="Usage"
      />
      <Button
        sx={{ mt: 2 }}
        variant="outlined"
        onClick={() => setLevel((value) => (value + 20) % 120)}
      >
        Change level ({level}%)
      </Button>
    </div>
  );
}
