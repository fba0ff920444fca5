import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

interface Stage {
  label: string;
  detail: string;
}

const stages: Stage[] = [
  { label: 'Ordered', detail: 'Mon 3 March, 09:12' },
  { label: 'Packed', detail: 'Mon 3 March, 16:40' },
  { label: 'Out for delivery', detail: 'Expected Wed 5 March' },
  { label: 'Delivered', detail: 'Signature needed' },
];

// The order has been packed: the third stage is in progress.
const currentStage = 2;

export default function OrderTrackingStepper() {
  return (
    <Box sx={{ width: '100%' }}>
      <Typography id="order-status" variant="subtitle2" gutterBottom>
        Order 40-1187: out for delivery
      </Typography>
      <Stepper activeStep={currentStage} alternativeLabel aria-labelledby="order-status">
        {stages.map((stage) => (
          <Step key={stage.label}>
            <StepLabel
              optional={
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {stage.detail}
                </Typography>
              }
            >
              {stage.label}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
    </Box>
  );
}
