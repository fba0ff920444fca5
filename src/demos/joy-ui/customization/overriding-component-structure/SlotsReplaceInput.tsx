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

// A component for the input slot: react-number-format formats what the reader types, and the
// adapter reports the plain number to Input's onChange.
const WeightAdapter = React.forwardRef<HTMLInputElement, AdapterProps>(function WeightAdapter(
  { onChange, ...other },
  ref,
) {
  return (
    <NumericFormat
      {...other}
      getInputRef={ref}
      thousandSeparator=" "
      decimalScale={1}
      suffix=" kg"
      valueIsNumericString
      onValueChange={(values) => onChange({ target: { name: other.name, value: values.value } })}
    />
  );
});

export default function SlotsReplaceInput() {
  const [weight, setWeight] = React.useState('12500');
  return (
    <FormControl sx={{ maxWidth: 300 }}>
      <FormLabel htmlFor="cargo-weight">Cargo weight</FormLabel>
      <Input
        value={weight}
        onChange={(event) => setWeight(event.target.value)}
        slots={{ input: WeightAdapter }}
        slotProps={{ input: { id: 'cargo-weight', name: 'weight', inputMode: 'decimal' } }}
      />
      <FormHelperText>Stored value: {weight === '' ? 'empty' : weight}</FormHelperText>
    </FormControl>
  );
}
