import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

const steps = [
  {
    label: 'Choose a plan',
    text: 'Pick the plan that fits your team; you can change it later.',
  },
  { label: 'Add a payment method', text: 'Cards and bank transfers are accepted.' },
  { label: 'Confirm', text: 'Check the summary and start your subscription.' },
];

export default function FocusManagedStepper() {
  const [activeStep, setActiveStep] = React.useState(0);
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const moved = React.useRef(false);
  const current = steps[activeStep] ?? steps[0];

  React.useEffect(() => {
    // Skip the first render: focus moves only after the reader changed the step.
    if (moved.current) {
      headingRef.current?.focus();
    }
  }, [activeStep]);

  const go = (delta: number) => {
    moved.current = true;
    setActiveStep((step) => step + delta);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stepper activeStep={activeStep}>
        {steps.map((step, index) => (
          <Step
            key={step.label}
            aria-current={index === activeStep ? 'step' : undefined}
          >
            <StepLabel>{step.label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Box sx={{ mt: 3, minHeight: 80 }}>
        <Typography
          ref={headingRef}
          tabIndex={-1}
          variant="h6"
          component="h3"
          sx={{ outline: 'none' }}
        >
          {`Step ${activeStep + 1} of ${steps.length}: ${current?.label}`}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {current?.text}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button disabled={activeStep === 0} onClick={() => go(-1)}>
          Back
        </Button>
        <Button
          variant="contained"
          disabled={activeStep === steps.length - 1}
          onClick={() => go(1)}
        >
          Next
        </Button>
      </Box>
    </Box>
  );
}
