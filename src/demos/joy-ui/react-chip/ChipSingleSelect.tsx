import * as React from 'react';
import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Typography from '@mui/joy/Typography';
import CheckRounded from '@mui/icons-material/CheckRounded';

const sizes = ['Small', 'Medium', 'Large', 'Family'];

export default function ChipSingleSelect() {
  const [selected, setSelected] = React.useState('Medium');

  return (
    <Box>
      <Typography id="pizza-size" level="title-sm" sx={{ mb: 1 }}>
        Pizza size
      </Typography>
      <RadioGroup
        aria-labelledby="pizza-size"
        orientation="horizontal"
        name="pizza-size"
        value={selected}
        onChange={(event) => setSelected(event.target.value)}
        sx={{ flexWrap: 'wrap', gap: 1 }}
      >
        {sizes.map((size) => {
          const checked = selected === size;
          return (
            <Chip
              key={size}
              variant={checked ? 'soft' : 'outlined'}
              color={checked ? 'primary' : 'neutral'}
              startDecorator={checked && <CheckRounded sx={{ zIndex: 1, pointerEvents: 'none' }} />}
            >
              <Radio variant="outlined" color={checked ? 'primary' : 'neutral'} disableIcon overlay label={size} value={size} />
            </Chip>
          );
        })}
      </RadioGroup>
    </Box>
  );
}
