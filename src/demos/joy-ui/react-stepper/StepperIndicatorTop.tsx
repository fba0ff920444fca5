import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';
import Typography from '@mui/joy/Typography';

const steps = ['Account', 'Team', 'Billing', 'Review'];

export default function StepperIndicatorTop() {
  const current = 1;

  return (
    <Stepper sx={{ width: '100%' }}>
      {steps.map((label, index) => (
        <Step
          key={label}
          orientation="vertical"
          completed={index < current}
          active={index === current}
          indicator={
            <StepIndicator
              variant={index <= current ? 'solid' : 'outlined'}
              color={index <= current ? 'primary' : 'neutral'}
            >
              {index + 1}
            </StepIndicator>
          }
        >
          <Typography
            level="body-sm"
            aria-current={index === current ? 'step' : undefined}
            sx={{ fontWeight: index === current ? 'lg' : 'md' }}
          >
            {label}
          </Typography>
        </Step>
      ))}
    </Stepper>
  );
}
