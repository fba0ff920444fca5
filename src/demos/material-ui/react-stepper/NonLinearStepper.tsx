import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

const steps = ['Profile photo', 'Short bio', 'Notification settings'];

const hints = [
  'Upload a square picture, at least 200 × 200 pixels.',
  'Two or three sentences about your role and your interests.',
  'Choose which events send you an e-mail.',
];

export default function NonLinearStepper() {
  const [activeStep, setActiveStep] = React.useState(0);
  const [completed, setCompleted] = React.useState<Record<number, boolean>>({});

  const completedCount = Object.values(completed).filter(Boolean).length;
  const allDone = completedCount === steps.length;

  const handleComplete = () => {
    const next = { ...completed, [activeStep]: true };
    setCompleted(next);
    // Move on to the first step that is still open, wherever it is.
    const firstOpen = steps.findIndex((_step, index) => !next[index]);
    if (firstOpen !== -1) {
      setActiveStep(firstOpen);
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stepper nonLinear activeStep={activeStep}>
        {steps.map((label, index) => (
          <Step key={label} completed={completed[index] ?? false}>
            <StepButton onClick={() => setActiveStep(index)}>{label}</StepButton>
          </Step>
        ))}
      </Stepper>
      <Box sx={{ mt: 3, minHeight: 96 }}>
        {allDone ? (
          <>
            <Typography sx={{ mb: 2 }}>Your profile is complete.</Typography>
            <Button
              onClick={() => {
                setCompleted({});
                setActiveStep(0);
              }}
            >
              Start over
            </Button>
          </>
        ) : (
          <>
            <Typography sx={{ mb: 2 }} aria-live="polite">
              {`Step ${activeStep + 1}: ${hints[activeStep] ?? ''} (${completedCount} of ${steps.length} done)`}
            </Typography>
            {completed[activeStep] ? (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                This step is done. Pick another one above.
              </Typography>
            ) : (
              <Button variant="contained" onClick={handleComplete}>
                Mark “{steps[activeStep]}” as done
              </Button>
            )}
          </>
        )}
      </Box>
    </Box>
  );
}
