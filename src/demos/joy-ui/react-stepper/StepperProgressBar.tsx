import Step, { stepClasses } from '@mui/joy/Step';
import Stepper from '@mui/joy/Stepper';
import Typography from '@mui/joy/Typography';

const steps = ['Upload', 'Review', 'Publish'];

export default function StepperProgressBar() {
  const current = 1;

  return (
    <Stepper
      aria-label="Publishing progress"
      sx={{
        width: '100%',
        '--Step-gap': '0px',
        '--Step-connectorThickness': '0px',
        gap: 1,
        [`& .${stepClasses.root}`]: {
          flex: 1,
          flexDirection: 'column-reverse',
          alignItems: 'flex-start',
          gap: 0.5,
        },
        [`& .${stepClasses.root}::before`]: {
          content: '""',
          display: 'block',
          width: '100%',
          height: 6,
          borderRadius: 'xl',
          bgcolor: 'neutral.softBg',
        },
        [`& .${stepClasses.completed}::before, & .${stepClasses.active}::before`]: {
          bgcolor: 'primary.solidBg',
        },
      }}
    >
      {steps.map((label, index) => (
        <Step key={label} completed={index < current} active={index === current}>
          <Typography
            level="body-xs"
            aria-current={index === current ? 'step' : undefined}
            sx={{ textTransform: 'uppercase', letterSpacing: 'md' }}
          >
            {index + 1}. {label}
          </Typography>
        </Step>
      ))}
    </Stepper>
  );
}
