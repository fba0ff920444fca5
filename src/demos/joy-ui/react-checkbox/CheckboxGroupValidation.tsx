import * as React from 'react';
import Checkbox from '@mui/joy/Checkbox';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import InfoOutlined from '@mui/icons-material/InfoOutlined';

const toppings = ['Mushrooms', 'Olives', 'Peppers', 'Onions', 'Basil'];
const MAX = 3;

export default function CheckboxGroupValidation() {
  const [selected, setSelected] = React.useState<string[]>(['Basil']);
  const tooMany = selected.length > MAX;

  return (
    <FormControl error={tooMany} sx={{ width: '100%', maxWidth: 320 }}>
      <FormLabel id="toppings-label">Toppings</FormLabel>
      <Stack role="group" aria-labelledby="toppings-label" aria-describedby="toppings-help" spacing={1} sx={{ my: 1 }}>
        {toppings.map((topping) => (
          <Checkbox
            key={topping}
            label={topping}
            checked={selected.includes(topping)}
            onChange={(event) =>
              setSelected((current) =>
                event.target.checked
                  ? [...current, topping]
                  : current.filter((item) => item !== topping),
              )
            }
          />
        ))}
      </Stack>
      <FormHelperText id="toppings-help">
        {tooMany && <InfoOutlined />}
        {tooMany
          ? `Pick at most ${MAX} toppings (${selected.length} selected).`
          : `${selected.length} of ${MAX} selected.`}
      </FormHelperText>
    </FormControl>
  );
}
