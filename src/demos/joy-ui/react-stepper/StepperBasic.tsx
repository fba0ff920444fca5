import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';
import CheckRoundedIcon from '@mui/icons-material/CheckRounded';

export default function StepperBasic() {
  return (
    <Stepper sx={{ width: '100%' }}>
      <Step
        completed
        indicator={
          <StepIndicator variant="solid" color="success">
            <CheckRoundedIcon />
          </StepIndicator>
        }
      >
        Cart
      </Step>
      <Step
        active
        indicator={
          <StepIndicator variant="solid" color="primary">
            2
          </StepIndicator>
        }
      >
        Shipping
      </Step>
      <Step indicator={<StepIndicator>3</StepIndicator>}>Payment</Step>
    </Stepper>
  );
}
