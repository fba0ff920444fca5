import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';

export default function RadioVariants() {
  return (
    <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
      <FormControl>
        <FormLabel>Variant</FormLabel>
        <RadioGroup defaultValue="outlined" name="radio-variants">
          <Radio value="outlined" label="Outlined" variant="outlined" />
          <Radio value="soft" label="Soft" variant="soft" />
          <Radio value="solid" label="Solid" variant="solid" />
          <Radio value="plain" label="Plain" variant="plain" />
        </RadioGroup>
      </FormControl>
      <FormControl>
        <FormLabel>Color</FormLabel>
        <RadioGroup defaultValue="success" name="radio-colors">
          <Radio value="primary" label="Primary" color="primary" />
          <Radio value="danger" label="Danger" color="danger" />
          <Radio value="success" label="Success" color="success" />
          <Radio value="warning" label="Warning" color="warning" />
        </RadioGroup>
      </FormControl>
      <FormControl size="lg">
        <FormLabel>Size (from FormControl)</FormLabel>
        <RadioGroup defaultValue="a" name="radio-size">
          <Radio value="a" label="Large A" />
          <Radio value="b" label="Large B" />
        </RadioGroup>
      </FormControl>
    </Box>
  );
}
