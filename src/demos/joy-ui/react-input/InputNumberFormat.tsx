import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import { NumericFormat, type NumericFormatProps } from 'react-number-format';

interface AdapterProps extends Omit<NumericFormatProps, 'onChange'> {
  onChange: (event: { target: { name: string; value: string } }) => void;
  name: string;
}

// Renders react-number-format's input in place of Joy's native input, and reports the raw number.
const NumericFormatAdapter = React.forwardRef<HTMLInputElement, AdapterProps>(
  function NumericFormatAdapter({ onChange, ...other }, ref) {
    return (
      <NumericFormat
        {...other}
        getInputRef={ref}
        thousandSeparator=","
        decimalScale={2}
        valueIsNumericString
        onValueChange={(values) => onChange({ target: { name: other.name, value: values.value } })}
      />
    );
  },
);

export default function InputNumberFormat() {
  const [amount, setAmount] = React.useState('1500');

  return (
    <FormControl sx={{ width: '100%', maxWidth: 320 }}>
      <FormLabel>Budget</FormLabel>
      <Input
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        startDecorator="$"
        slots={{ input: NumericFormatAdapter }}
        slotProps={{ input: { name: 'budget', inputMode: 'decimal' } }}
      />
      <FormHelperText>Stored value: {amount === '' ? 'empty' : amount}</FormHelperText>
    </FormControl>
  );
}
