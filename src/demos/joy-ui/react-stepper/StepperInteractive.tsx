import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Step from '@mui/joy/Step';
import StepButton from '@mui/joy/StepButton';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';
import Typography from '@mui/joy/Typography';
import CheckRoundedIcon from '@mui/icons-material/CheckRounded';

const steps = ['Account', 'Profile', 'Team', 'Review'];

export default function StepperInteractive() {
  const [activeStep, setActiveStep] = React.useState(1);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stepper>
        {steps.map((label, index) => (
          <Step
            key={label}
            active={index === activeStep}
            completed={index < activeStep}
            indicator={
              <StepIndicator
                variant={index <= activeStep ? 'solid' : 'outlined'}
                color={index < activeStep ? 'success' : 'primary'}
              >
                {index < activeStep ? <CheckRoundedIcon /> : index + 1}
              </StepIndicator>
            }
          >
            <StepButton
              aria-current={index === activeStep ? 'step' : undefined}
              onClick={() => setActiveStep(index)}
            >
              {label}
            </StepButton>
          </Step>
        ))}
      </Stepper>
      <Typography level="body-sm">
        Step {activeStep + 1} of {steps.length}: {steps[activeStep]}
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button
          variant="outlined"
          color="neutral"
          disabled={activeStep === 0}
          onClick={() => setActiveStep((step) => step - 1)}
        >
          Back
        </Button>
        <Button
          disabled={activeStep === steps.length - 1}
          onClick={() => setActiveStep((step) => step + 1)}
        >
          Next
        </Button>
      </Stack>
    </Stack>
  );
}
