import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const steps = ['Shipping address', 'Payment', 'Review your order'];

const cart = [
  { name: 'Trail running shoes', detail: 'Size 42, slate', price: 129 },
  { name: 'Merino socks (3 pairs)', detail: 'Medium', price: 24 },
  { name: 'Standard shipping', detail: '3 to 5 working days', price: 6 },
];

const total = cart.reduce((sum, item) => sum + item.price, 0);

interface Address {
  name: string;
  street: string;
  city: string;
  postcode: string;
}

export default function CheckoutTemplate() {
  const [activeStep, setActiveStep] = React.useState(0);
  const [address, setAddress] = React.useState<Address>({
    name: '',
    street: '',
    city: '',
    postcode: '',
  });
  const [payment, setPayment] = React.useState('card');

  const addressField = (field: keyof Address, label: string, autoComplete: string) => (
    <TextField
      label={label}
      value={address[field]}
      autoComplete={autoComplete}
      onChange={(event) => setAddress((previous) => ({ ...previous, [field]: event.target.value }))}
      fullWidth
    />
  );

  return (
    <Box
      role="region"
      aria-label="Checkout template"
      tabIndex={0}
      sx={{
        height: 480,
        overflow: 'auto',
        bgcolor: 'background.default',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 2,
      }}
    >
      <Paper variant="outlined" sx={{ maxWidth: 560, mx: 'auto', p: 3 }}>
        <Typography component="h3" variant="h5" sx={{ textAlign: 'center', mb: 2 }}>
          Checkout
        </Typography>
        <Stepper activeStep={activeStep} alternativeLabel sx={{ mb: 2 }}>
          {steps.map((label) => (
            <Step key={label}>
              <StepLabel>{label}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {activeStep === 0 ? (
          <Grid container columnSpacing={2}>
            <Grid size={12}>{addressField('name', 'Full name', 'name')}</Grid>
            <Grid size={12}>{addressField('street', 'Street and number', 'street-address')}</Grid>
            <Grid size={{ xs: 12, sm: 8 }}>{addressField('city', 'City', 'address-level2')}</Grid>
            <Grid size={{ xs: 12, sm: 4 }}>{addressField('postcode', 'Postcode', 'postal-code')}</Grid>
          </Grid>
        ) : null}
        {activeStep === 1 ? (
          <RadioGroup
            aria-label="Payment method"
            value={payment}
            onChange={(event) => setPayment(event.target.value)}
          >
            <FormControlLabel value="card" control={<Radio />} label="Credit or debit card" />
            <FormControlLabel value="transfer" control={<Radio />} label="Bank transfer" />
            <FormControlLabel value="invoice" control={<Radio />} label="Invoice (30 days)" />
          </RadioGroup>
        ) : null}
        {activeStep === 2 ? (
          <React.Fragment>
            <List disablePadding aria-label="Order summary">
              {cart.map((item) => (
                <ListItem key={item.name} disableGutters secondaryAction={`$${item.price}.00`}>
                  <ListItemText primary={item.name} secondary={item.detail} />
                </ListItem>
              ))}
              <Divider />
              <ListItem disableGutters secondaryAction={<strong>${total}.00</strong>}>
                <ListItemText primary="Total" />
              </ListItem>
            </List>
            <Typography variant="subtitle2" sx={{ mt: 1 }}>
              Ship to
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {[address.name, address.street, `${address.postcode} ${address.city}`.trim()]
                .filter(Boolean)
                .join(', ') || 'No address entered'}
            </Typography>
            <Typography variant="subtitle2" sx={{ mt: 1 }}>
              Payment
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {payment === 'card' ? 'Card' : payment === 'transfer' ? 'Bank transfer' : 'Invoice'}
            </Typography>
          </React.Fragment>
        ) : null}
        {activeStep === steps.length ? (
          <Box sx={{ textAlign: 'center', py: 2 }}>
            <Typography variant="h6" component="p">
              Thank you for your order
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Order number #20418. A confirmation email is on its way.
            </Typography>
            <Button sx={{ mt: 2 }} onClick={() => setActiveStep(0)}>
              Start again
            </Button>
          </Box>
        ) : (
          <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 2 }}>
            <Button disabled={activeStep === 0} onClick={() => setActiveStep((step) => step - 1)}>
              Back
            </Button>
            <Button variant="contained" onClick={() => setActiveStep((step) => step + 1)}>
              {activeStep === steps.length - 1 ? 'Place order' : 'Next'}
            </Button>
          </Box>
        )}
      </Paper>
    </Box>
  );
}
