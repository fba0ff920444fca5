import * as React from 'react';
import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import type { StepIconProps } from '@mui/material/StepIcon';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import CheckIcon from '@mui/icons-material/Check';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PaymentIcon from '@mui/icons-material/Payment';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';

const icons: Record<number, React.ReactElement> = {
  1: <ShoppingCartIcon fontSize="small" />,
  2: <LocalShippingIcon fontSize="small" />,
  3: <PaymentIcon fontSize="small" />,
};

function RoundStepIcon({ active, completed, icon }: StepIconProps) {
  return (
    <Box
      sx={{
        width: 40,
        height: 40,
        borderRadius: '50%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        zIndex: 1,
        bgcolor: completed
          ? 'success.main'
          : active
            ? 'primary.main'
            : 'action.disabledBackground',
        color: completed
          ? 'success.contrastText'
          : active
            ? 'primary.contrastText'
            : 'text.secondary',
        boxShadow: active ? 4 : 0,
      }}
    >
      {completed ? (
        <CheckIcon fontSize="small" />
      ) : typeof icon === 'number' ? (
        icons[icon]
      ) : (
        icon
      )}
    </Box>
  );
}

const steps = ['Cart', 'Delivery', 'Payment'];

export default function CustomStepIcons() {
  return (
    <Stepper activeStep={1} alternativeLabel>
      {steps.map((label) => (
        <Step key={label}>
          <StepLabel slots={{ stepIcon: RoundStepIcon }}>{label}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
