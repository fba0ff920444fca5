import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Typography from '@mui/joy/Typography';

export default function RadioControlled() {
  const [value, setValue] = React.useState('monthly');

  return (
    <FormControl>
      <FormLabel>Billing period</FormLabel>
      <RadioGroup
        orientation="horizontal"
        name="billing-period"
        value={value}
        onChange={(event) => setValue(event.target.value)}
      >
        <Radio value="monthly" label="Monthly" />
        <Radio value="yearly" label="Yearly" />
      </RadioGroup>
      <Typography level="body-sm" sx={{ mt: 1 }}>
        Selected value: {value}
      </Typography>
    </FormControl>
  );
}
