import * as React from 'react';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

const steps = ['Cart', 'Shipping', 'Payment', 'Review'];
const failedStep = 2;

export default function StepperStates() {
  return (
    <Stepper activeStep={failedStep} alternativeLabel>
      {steps.map((label, index) => (
        <Step key={label}>
          <StepLabel
            error={index === failedStep}
            optional={
              index === failedStep ? (
                <Typography variant="caption" color="error">
                  Card declined
                </Typography>
              ) : undefined
            }
          >
            {label}
          </StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
