import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MobileStepper from '@mui/material/MobileStepper';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';

const recipeSteps = [
  {
    title: 'Prepare',
    text: 'Soak 200 g of oats in 400 ml of milk for ten minutes.',
  },
  {
    title: 'Cook',
    text: 'Simmer over a low heat, stirring, until the oats are creamy.',
  },
  { title: 'Flavour', text: 'Stir in a pinch of salt and a spoon of honey.' },
  { title: 'Serve', text: 'Top with sliced apple and a few toasted walnuts.' },
];

export default function TextMobileStepper() {
  const [activeStep, setActiveStep] = React.useState(0);
  const maxSteps = recipeSteps.length;
  const step = recipeSteps[activeStep] ?? recipeSteps[0];

  return (
    <Paper variant="outlined" sx={{ maxWidth: 400, overflow: 'hidden' }}>
      <Box sx={{ px: 2, py: 1.5, bgcolor: 'action.hover' }}>
        <Typography variant="subtitle1" component="h3">
          {step?.title}
        </Typography>
      </Box>
      <Box sx={{ p: 2, height: 96 }} aria-live="polite">
        <Typography>{step?.text}</Typography>
      </Box>
      <MobileStepper
        variant="text"
        steps={maxSteps}
        position="static"
        activeStep={activeStep}
        nextButton={
          <Button
            size="small"
            onClick={() => setActiveStep((current) => current + 1)}
            disabled={activeStep === maxSteps - 1}
          >
            Next
            <KeyboardArrowRight />
          </Button>
        }
        backButton={
          <Button
            size="small"
            onClick={() => setActiveStep((current) => current - 1)}
            disabled={activeStep === 0}
          >
            <KeyboardArrowLeft />
            Back
          </Button>
        }
      />
    </Paper>
  );
}
