import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';
import Typography from '@mui/joy/Typography';

const events = [
  { title: 'Order placed', time: 'Monday 09:12' },
  { title: 'Packed', time: 'Monday 15:40' },
  { title: 'In transit', time: 'Tuesday 07:05' },
  { title: 'Delivered', time: 'Expected Wednesday' },
];

export default function StepperVertical() {
  return (
    <Stepper orientation="vertical" size="sm" sx={{ width: 260 }}>
      {events.map((event, index) => (
        <Step
          key={event.title}
          completed={index < 3}
          indicator={
            <StepIndicator variant={index < 3 ? 'solid' : 'outlined'} color="primary">
              {index + 1}
            </StepIndicator>
          }
        >
          <Typography level="title-sm">{event.title}</Typography>
          <Typography level="body-xs">{event.time}</Typography>
        </Step>
      ))}
    </Stepper>
  );
}
