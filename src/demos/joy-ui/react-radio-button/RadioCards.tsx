import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const plans = [
  { value: 'hobby', title: 'Hobby', price: '$0 / month' },
  { value: 'team', title: 'Team', price: '$12 / month' },
  { value: 'business', title: 'Business', price: '$30 / month' },
];

export default function RadioCards() {
  return (
    <div>
      <FormLabel id="plan-label" sx={{ mb: 1 }}>
        Plan
      </FormLabel>
      <RadioGroup
        aria-labelledby="plan-label"
        defaultValue="team"
        overlay
        name="plan"
        orientation="horizontal"
        sx={{ gap: 2, flexWrap: 'wrap' }}
      >
        {plans.map((plan) => (
          <Sheet
            key={plan.value}
            variant="outlined"
            sx={{ p: 2, borderRadius: 'md', minWidth: 140 }}
          >
            <Radio value={plan.value} label={plan.title} />
            <Typography level="body-sm" sx={{ mt: 1 }}>
              {plan.price}
            </Typography>
          </Sheet>
        ))}
      </RadioGroup>
    </div>
  );
}
