import Step, { stepClasses } from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Stepper from '@mui/joy/Stepper';
import Typography from '@mui/joy/Typography';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import InventoryIcon from '@mui/icons-material/Inventory';
import HomeIcon from '@mui/icons-material/Home';

const steps = [
  { label: 'Ordered', date: 'Mar 3', icon: <ShoppingCartIcon /> },
  { label: 'Packed', date: 'Mar 4', icon: <InventoryIcon /> },
  { label: 'Shipped', date: 'Mar 5', icon: <LocalShippingIcon /> },
  { label: 'Delivered', date: 'Expected Mar 7', icon: <HomeIcon /> },
];

export default function StepperIcons() {
  const done = 3;

  return (
    <Stepper
      size="lg"
      sx={{
        width: '100%',
        '--StepIndicator-size': '2.5rem',
        '--Step-connectorInset': '0px',
        [`& .${stepClasses.completed}::after`]: {
          bgcolor: 'success.solidBg',
        },
      }}
    >
      {steps.map((step, index) => (
        <Step
          key={step.label}
          orientation="vertical"
          completed={index < done}
          indicator={
            <StepIndicator
              variant={index < done ? 'solid' : 'outlined'}
              color={index < done ? 'success' : 'neutral'}
            >
              {step.icon}
            </StepIndicator>
          }
        >
          <Typography level="title-sm">{step.label}</Typography>
          <Typography level="body-xs">{step.date}</Typography>
        </Step>
      ))}
    </Stepper>
  );
}
