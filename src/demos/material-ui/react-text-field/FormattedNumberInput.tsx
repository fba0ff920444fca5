import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { NumericFormat, PatternFormat } from 'react-number-format';

export default function FormattedNumberInput() {
  // Keep the raw number in state; the field shows it formatted.
  const [amount, setAmount] = React.useState<number | undefined>(1500);
  const [card, setCard] = React.useState('');

  return (
    <Stack spacing={2} sx={{ width: 320, maxWidth: '100%' }}>
      <NumericFormat
        customInput={TextField}
        id="formatted-amount"
        label="Amount"
        value={amount}
        onValueChange={(values) => setAmount(values.floatValue)}
        thousandSeparator=","
        decimalScale={2}
        prefix="$"
        allowNegative={false}
        inputMode="decimal"
      />
      <PatternFormat
        customInput={TextField}
        id="formatted-card"
        label="Card number"
        format="#### #### #### ####"
        mask="_"
        value={card}
        onValueChange={(values) => setCard(values.value)}
        inputMode="numeric"
        autoComplete="cc-number"
      />
      <Typography variant="body2" color="text.secondary">
        Stored: amount = {amount ?? 'empty'}, card = &quot;{card}&quot;
      </Typography>
    </Stack>
  );
}
