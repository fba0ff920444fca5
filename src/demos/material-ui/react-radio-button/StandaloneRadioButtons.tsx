import * as React from 'react';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const plans = [
  { value: 'monthly', label: 'Monthly, $12' },
  { value: 'yearly', label: 'Yearly, $120' },
];

export default function StandaloneRadioButtons() {
  const [plan, setPlan] = React.useState('monthly');

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        {plans.map((option) => (
          <Radio
            key={option.value}
            checked={plan === option.value}
            onChange={(event) => setPlan(event.target.value)}
            value={option.value}
            name="billing-plan"
            slotProps={{ input: { 'aria-label': option.label } }}
          />
        ))}
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Billing: {plans.find((option) => option.value === plan)?.label}
      </Typography>
    </Stack>
  );
}
