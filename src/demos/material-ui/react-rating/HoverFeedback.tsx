import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import StarIcon from '@mui/icons-material/Star';

const labels: Record<number, string> = {
  0.5: 'Unusable',
  1: 'Very poor',
  1.5: 'Poor',
  2: 'Below average',
  2.5: 'Average',
  3: 'Decent',
  3.5: 'Good',
  4: 'Very good',
  4.5: 'Excellent',
  5: 'Outstanding',
};

function getLabelText(value: number) {
  return `${value} star${value !== 1 ? 's' : ''}, ${labels[value] ?? ''}`;
}

export default function HoverFeedback() {
  const [value, setValue] = React.useState<number | null>(3.5);
  const [hover, setHover] = React.useState(-1);
  const shown = hover !== -1 ? hover : value;

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Rating
        name="hover-feedback"
        value={value}
        precision={0.5}
        size="large"
        getLabelText={getLabelText}
        onChange={(_event, newValue) => setValue(newValue)}
        onChangeActive={(_event, newHover) => setHover(newHover)}
        emptyIcon={<StarIcon style={{ opacity: 0.55 }} fontSize="inherit" />}
      />
      {shown !== null && <Box>{labels[shown]}</Box>}
    </Box>
  );
}
