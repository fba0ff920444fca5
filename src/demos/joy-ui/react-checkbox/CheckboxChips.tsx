import * as React from 'react';
import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';
import Done from '@mui/icons-material/Done';

const cuisines = ['Italian', 'Japanese', 'Mexican', 'Indian', 'Vegan', 'Lebanese'];

export default function CheckboxChips() {
  const [selected, setSelected] = React.useState<string[]>(['Japanese']);

  return (
    <Box>
      <Typography id="cuisine-label" level="title-sm" sx={{ mb: 1.5 }}>
        Cuisines
      </Typography>
      <Box role="group" aria-labelledby="cuisine-label" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {cuisines.map((cuisine) => {
          const checked = selected.includes(cuisine);
          return (
            <Chip
              key={cuisine}
              variant="plain"
              color={checked ? 'primary' : 'neutral'}
              startDecorator={checked && <Done />}
            >
              <Checkbox
                variant="outlined"
                color={checked ? 'primary' : 'neutral'}
                disableIcon
                overlay
                label={cuisine}
                checked={checked}
                onChange={(event) =>
                  setSelected((current) =>
                    event.target.checked
                      ? [...current, cuisine]
                      : current.filter((item) => item !== cuisine),
                  )
                }
              />
            </Chip>
          );
        })}
      </Box>
    </Box>
  );
}
