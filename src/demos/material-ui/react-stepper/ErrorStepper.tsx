import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const steps = ['Team name', 'Invite members', 'Review'];

export default function ErrorStepper() {
  const [activeStep, setActiveStep] = React.useState(0);
  const [teamName, setTeamName] = React.useState('');
  const [showError, setShowError] = React.useState(false);
  const nameMissing = teamName.trim() === '';

  const handleNext = () => {
    if (activeStep === 0 && nameMissing) {
      setShowError(true);
      return;
    }
    setActiveStep((step) => Math.min(step + 1, steps.length - 1));
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stepper activeStep={activeStep}>
        {steps.map((label, index) => {
          const error = index === 0 && showError && nameMissing;
          return (
            <Step key={label}>
              <StepLabel
                error={error}
                optional={
                  error ? (
                    <Typography variant="caption" color="error">
                      Name is required
                    </Typography>
                  ) : undefined
                }
              >
                {label}
              </StepLabel>
            </Step>
          );
        })}
      </Stepper>
      <Box sx={{ mt: 3, minHeight: 72 }}>
        {activeStep === 0 ? (
          <TextField
            label="Team name"
            size="small"
            value={teamName}
            onChange={(event) => setTeamName(event.target.value)}
            error={showError && nameMissing}
            helperText={showError && nameMissing ? 'Enter a name to continue.' : ' '}
          />
        ) : (
          <Typography>
            {activeStep === 1
              ? `Invite people to ${teamName}.`
              : `Check the details of ${teamName} and create the team.`}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button
          disabled={activeStep === 0}
          onClick={() => setActiveStep((step) => step - 1)}
        >
          Back
        </Button>
        <Button
          variant="contained"
          onClick={handleNext}
          disabled={activeStep === steps.length - 1}
        >
          Next
        </Button>
      </Box>
    </Box>
  );
}
