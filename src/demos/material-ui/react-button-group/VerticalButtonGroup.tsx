import * as React from 'react';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Stack from '@mui/material/Stack';

const steps = ['Shipping', 'Payment', 'Review'];

export default function VerticalButtonGroup() {
  return (
    <Stack direction="row" spacing={3}>
      <ButtonGroup orientation="vertical" aria-label="Checkout steps, outlined">
        {steps.map((step) => (
          <Button key={step}>{step}</Button>
        ))}
      </ButtonGroup>
      <ButtonGroup
        orientation="vertical"
        variant="contained"
        aria-label="Checkout steps, contained"
      >
        {steps.map((step) => (
          <Button key={step}>{step}</Button>
        ))}
      </ButtonGroup>
      <ButtonGroup
        orientation="vertical"
        variant="text"
        aria-label="Checkout steps, text"
      >
        {steps.map((step) => (
          <Button key={step}>{step}</Button>
        ))}
      </ButtonGroup>
    </Stack>
  );
}
