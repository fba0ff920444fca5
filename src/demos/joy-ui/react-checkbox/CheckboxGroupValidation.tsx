import * as React from 'react';
import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';
import FormHelperText from '@mui/joy/FormHelperText';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import InfoOutlined from '@mui/icons-material/InfoOutlined';

const toppings = ['Mushrooms', 'Olives', 'Peppers', 'Onions', 'Basil'];
const MAX = 3;

export default function CheckboxGroupValidation() {
  const [selected, setSelected] = React.useState<string[]>(['Basil']);
  const tooMany = selected.length > MAX;

  // Not a FormControl: it gives one id to its input, and a group has several.
  return (
    <Box
      role="group"
      aria-labelledby="toppings-label"
      aria-describedby="toppings-help"
      sx={{ width: '100%', maxWidth: 320 }}
    >
      <Typography
        id="toppings-label"
        level="title-sm"
        color={tooMany ? 'danger' : undefined}
      >
        Toppings
      </Typography>
      <Stack spacing={1} sx={{ my: 1 }}>
        {toppings.map((topping) => (
          <Checkbox
            key={topping}
            label={topping}
            color={tooMany && selected.includes(topping) ? 'danger' : undefined}
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
      <FormHelperText id="toppings-help" sx={{ color: tooMany ? 'danger.plainColor' : undefined }}>
        {tooMany && <InfoOutlined />}
        {tooMany
          ? `Pick at most ${MAX} toppings (${selected.length} selected).`
          : `${selected.length} of ${MAX} selected.`}
      </FormHelperText>
    </Box>
  );
}
