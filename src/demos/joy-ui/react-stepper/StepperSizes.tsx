import Stack from '@mui/joy/Stack';
import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';

export default function StepperSizes() {
  return (
    <Stack spacing={3} sx={{ width: '100%' }}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Stepper key={size} size={size} aria-label={`Stepper size ${size}`}>
          <Step indicator={<StepIndicator variant="solid">1</StepIndicator>}>
            Size {size}
          </Step>
          <Step indicator={<StepIndicator>2</StepIndicator>}>Details</Step>
          <Step indicator={<StepIndicator>3</StepIndicator>}>Done</Step>
        </Stepper>
      ))}
    </Stack>
  );
}
