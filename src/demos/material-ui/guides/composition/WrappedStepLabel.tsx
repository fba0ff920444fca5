import * as React from 'react';
import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepLabel, { StepLabelProps } from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

// A wrapper that adds a caption to every label. StepButton does not recognise it...
function CaptionedLabel(props: StepLabelProps) {
  return <StepLabel optional={<Typography variant="caption">Optional</Typography>} {...props} />;
}

// ...unless it carries StepLabel's muiName, copied onto a second wrapper here.
function RecognisedLabel(props: StepLabelProps) {
  return <StepLabel optional={<Typography variant="caption">Optional</Typography>} {...props} />;
}
RecognisedLabel.muiName = StepLabel.muiName;

const steps = ['Details', 'Team', 'Launch'];

function Example({ title, Label }: { title: string; Label: React.ElementType<StepLabelProps> }) {
  const [active, setActive] = React.useState(0);
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="subtitle2" gutterBottom>
        {title}
      </Typography>
      <Stepper nonLinear activeStep={active} aria-label={title}>
        {steps.map((label, index) => (
          <Step key={label}>
            <StepButton onClick={() => setActive(index)}>
              <Label>{label}</Label>
            </StepButton>
          </Step>
        ))}
      </Stepper>
    </Box>
  );
}

export default function WrappedStepLabel() {
  return (
    <Box sx={{ width: '100%', overflowX: 'auto' }}>
      <Example title="Without muiName: a second StepLabel, two icons per step" Label={CaptionedLabel} />
      <Example title="With muiName: one label per step" Label={RecognisedLabel} />
    </Box>
  );
}
