import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

const steps = ['Choose a plan', 'Invite your team', 'Set up billing'];
const descriptions = [
  'Pick the plan that fits your team. You can change it at any time.',
  'Send invitations by e-mail. You can also skip this and invite people later.',
  'Add a payment method. You will not be charged until the trial ends.',
];
const optionalStep = 1;

export default function HorizontalLinearStepper() {
  const [activeStep, setActiveStep] = React.useState(0);
  const [skipped, setSkipped] = React.useState<ReadonlySet<number>>(new Set());

  const handleNext = () => {
    const next = new Set(skipped);
    next.delete(activeStep);
    setSkipped(next);
    setActiveStep(activeStep + 1);
  };

  const handleSkip = () => {
    setSkipped(new Set(skipped).add(activeStep));
    setActiveStep(activeStep + 1);
  };

  const handleReset = () => {
    setSkipped(new Set());
    setActiveStep(0);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stepper activeStep={activeStep}>
        {steps.map((label, index) => (
          <Step key={label} completed={skipped.has(index) ? false : undefined}>
            <StepLabel
              optional={
                index === optionalStep ? (
                  <Typography variant="caption">Optional</Typography>
                ) : undefined
              }
            >
              {label}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
      {activeStep === steps.length ? (
        <Box sx={{ mt: 3 }}>
          <Typography>All steps completed: your workspace is ready.</Typography>
          <Button onClick={handleReset} sx={{ mt: 2 }}>
            Start over
          </Button>
        </Box>
      ) : (
        <Box sx={{ mt: 3 }}>
          <Typography aria-live="polite">
            Step {activeStep + 1} of {steps.length}: {descriptions[activeStep]}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, pt: 2 }}>
            <Button
              color="inherit"
              disabled={activeStep === 0}
              onClick={() => setActiveStep(activeStep - 1)}
            >
              Back
            </Button>
            <Box sx={{ flexGrow: 1 }} />
            {activeStep === optionalStep && (
              <Button color="inherit" onClick={handleSkip}>
                Skip
              </Button>
            )}
            <Button variant="contained" onClick={handleNext}>
              {activeStep === steps.length - 1 ? 'Finish' : 'Next'}
            </Button>
          </Box>
        </Box>
      )}
    </Box>
  );
}
