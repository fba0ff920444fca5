import * as React from 'react';
import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';

const toppings = ['Cheese', 'Mushrooms', 'Olives'];

export default function CheckboxIndeterminate() {
  const [checked, setChecked] = React.useState<boolean[]>([true, false, false]);
  const allChecked = checked.every(Boolean);
  const someChecked = checked.some(Boolean) && !allChecked;

  return (
    <Box>
      <Checkbox
        label="All toppings"
        checked={allChecked}
        indeterminate={someChecked}
        onChange={(event) =>
          setChecked(toppings.map(() => event.target.checked))
        }
      />
      <Box
        role="group"
        aria-label="Toppings"
        sx={{ display: 'flex', flexDirection: 'column', gap: 1, mt: 1, ml: 3 }}
      >
        {toppings.map((topping, index) => (
          <Checkbox
            key={topping}
            label={topping}
            checked={checked[index]}
            onChange={(event) =>
              setChecked(
                checked.map((value, i) =>
                  i === index ? event.target.checked : value,
                ),
              )
            }
          />
        ))}
      </Box>
    </Box>
  );
}
