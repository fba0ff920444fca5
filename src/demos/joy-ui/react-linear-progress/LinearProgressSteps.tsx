import * as React from 'react';
import Button from '@mui/joy/Button';
import LinearProgress from '@mui/joy/LinearProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const steps = ['Account', 'Address', 'Payment', 'Review'];

export default function LinearProgressSteps() {
  const [step, setStep] = React.useState(0);
  const value = ((step + 1) / steps.length) * 100;

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 420 }}>
      <Typography id="checkout-progress" level="title-sm">
        Step {step + 1} of {steps.length}: {steps[step]}
      </Typography>
      <LinearProgress
        determinate
        value={value}
        aria-labelledby="checkout-progress"
        color={step === steps.length - 1 ? 'success' : 'primary'}
        sx={{ '&::before': { transition: 'inline-size 0.3s' } }}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Button
          variant="plain"
          color="neutral"
          disabled={step === 0}
          onClick={() => setStep(step - 1)}
        >
          Back
        </Button>
        <Button disabled={step === steps.length - 1} onClick={() => setStep(step + 1)}>
          Next
        </Button>
      </Stack>
    </Stack>
  );
}
