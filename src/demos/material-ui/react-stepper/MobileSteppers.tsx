import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MobileStepper, { type MobileStepperProps } from '@mui/material/MobileStepper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';

const tips = [
  'Swipe left on a message to archive it.',
  'Long-press a chat to pin it to the top.',
  'Tap the search bar twice to search all folders.',
  'Shake the phone to undo the last action.',
];

function TipStepper({ variant }: { variant: MobileStepperProps['variant'] }) {
  const [activeStep, setActiveStep] = React.useState(0);
  const maxSteps = tips.length;

  return (
    <Box sx={{ width: 320, maxWidth: '100%' }}>
      <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
        {`variant="${variant}"`}
      </Typography>
      <Typography sx={{ minHeight: 48, pt: 1 }}>{tips[activeStep]}</Typography>
      <MobileStepper
        variant={variant}
        steps={maxSteps}
        position="static"
        activeStep={activeStep}
        // The progress bar needs a name of its own (used by variant="progress").
        slotProps={{ progress: { 'aria-label': 'Tips read' } }}
        nextButton={
          <Button
            size="small"
            onClick={() => setActiveStep(activeStep + 1)}
            disabled={activeStep === maxSteps - 1}
          >
            Next
            <KeyboardArrowRight />
          </Button>
        }
        backButton={
          <Button
            size="small"
            onClick={() => setActiveStep(activeStep - 1)}
            disabled={activeStep === 0}
          >
            <KeyboardArrowLeft />
            Back
          </Button>
        }
      />
    </Box>
  );
}

export default function MobileSteppers() {
  return (
    <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <TipStepper variant="dots" />
      <TipStepper variant="text" />
      <TipStepper variant="progress" />
    </Stack>
  );
}
