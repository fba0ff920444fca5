import * as React from 'react';
import Button from '@mui/joy/Button';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';

export default function ToggleButtonGroupFullWidth() {
  const [payment, setPayment] = React.useState('card');

  return (
    <div style={{ width: '100%', maxWidth: 420 }}>
      <ToggleButtonGroup
        aria-label="Payment method"
        buttonFlex={1}
        value={payment}
        onChange={(_event, value) => {
          if (value !== null) {
            setPayment(value);
          }
        }}
      >
        <Button value="card">Card</Button>
        <Button value="transfer">Bank transfer</Button>
        <Button value="invoice" disabled>
          Invoice
        </Button>
      </ToggleButtonGroup>
      <Typography level="body-xs" sx={{ mt: 1 }}>
        Invoices are available for business accounts.
      </Typography>
    </div>
  );
}
