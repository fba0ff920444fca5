import * as React from 'react';
import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';
import CheckRounded from '@mui/icons-material/CheckRounded';

const toppings = ['Basil', 'Mushrooms', 'Olives', 'Peppers', 'Pineapple'];

export default function ChipMultiSelect() {
  const [selected, setSelected] = React.useState<string[]>(['Basil']);

  return (
    <Box>
      <Typography id="toppings-label" level="title-sm" sx={{ mb: 1 }}>
        Toppings
      </Typography>
      <Box role="group" aria-labelledby="toppings-label" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {toppings.map((topping) => {
          const checked = selected.includes(topping);
          return (
            <Chip
              key={topping}
              variant="plain"
              color={checked ? 'primary' : 'neutral'}
              startDecorator={checked && <CheckRounded sx={{ zIndex: 1, pointerEvents: 'none' }} />}
            >
              <Checkbox
                variant="outlined"
                color={checked ? 'primary' : 'neutral'}
                disableIcon
                overlay
                label={topping}
                checked={checked}
                onChange={(event) =>
                  setSelected((current) =>
                    event.target.checked ? [...current, topping] : current.filter((item) => item !== topping),
                  )
                }
              />
            </Chip>
          );
        })}
      </Box>
      <Typography level="body-sm" role="status" sx={{ mt: 1.5 }}>
        {selected.length === 0 ? 'No toppings' : `Selected: ${selected.join(', ')}`}
      </Typography>
    </Box>
  );
}
