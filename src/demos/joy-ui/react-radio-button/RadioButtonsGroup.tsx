import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';

export default function RadioButtonsGroup() {
  return (
    <FormControl>
      <FormLabel>Shipping speed</FormLabel>
      <RadioGroup defaultValue="standard" name="shipping-speed">
        <Radio value="economy" label="Economy (5–8 days)" />
        <Radio value="standard" label="Standard (3–5 days)" />
        <Radio value="express" label="Express (1–2 days)" />
        <Radio value="pickup" label="Store pickup" disabled />
      </RadioGroup>
    </FormControl>
  );
}
