import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Sheet from '@mui/joy/Sheet';
import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';
import Typography from '@mui/joy/Typography';
import CheckRoundedIcon from '@mui/icons-material/CheckRounded';

const steps = [
  { label: 'Choose a room', text: 'Pick one of the three meeting rooms on floor 2.' },
  { label: 'Pick a time', text: 'Rooms can be booked in 30-minute slots.' },
  { label: 'Invite people', text: 'Guests get an email with the room and time.' },
];

export default function StepperLinearFlow() {
  const [active, setActive] = React.useState(0);
  const finished = active === steps.length;

  return (
    <Box sx={{ width: '100%' }}>
      <Stepper sx={{ mb: 2 }}>
        {steps.map((step, index) => (
          <Step
            key={step.label}
            completed={index < active}
            active={index === active}
            indicator={
              <StepIndicator
                variant={index <= active ? 'solid' : 'soft'}
                color={index < active ? 'success' : index === active ? 'primary' : 'neutral'}
              >
                {index < active ? <CheckRoundedIcon /> : index + 1}
              </StepIndicator>
            }
          >
            <span aria-current={index === active ? 'step' : undefined}>
              {step.label}
            </span>
          </Step>
        ))}
      </Stepper>
      <Sheet variant="soft" sx={{ p: 2, borderRadius: 'sm', minHeight: 80 }}>
        <Typography level="title-sm" aria-live="polite">
          {finished ? 'All steps done' : `Step ${active + 1} of ${steps.length}`}
        </Typography>
        <Typography level="body-sm">
          {finished ? 'The room is booked.' : steps[active]?.text}
        </Typography>
      </Sheet>
      <Box sx={{ display: 'flex', gap: 1, mt: 2, justifyContent: 'flex-end' }}>
        {finished ? (
          <Button variant="outlined" color="neutral" onClick={() => setActive(0)}>
            Start over
          </Button>
        ) : (
          <React.Fragment>
            <Button
              variant="plain"
              color="neutral"
              disabled={active === 0}
              onClick={() => setActive(active - 1)}
            >
              Back
            </Button>
            <Button onClick={() => setActive(active + 1)}>
              {active === steps.length - 1 ? 'Finish' : 'Next'}
            </Button>
          </React.Fragment>
        )}
      </Box>
    </Box>
  );
}
