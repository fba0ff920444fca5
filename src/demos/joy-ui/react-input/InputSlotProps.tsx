import * as React from 'react';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

export default function InputSlotProps() {
  const inputRef = React.useRef<HTMLInputElement>(null);

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-end', flexWrap: 'wrap' }}>
      <FormControl sx={{ width: 200 }}>
        <FormLabel>Guests</FormLabel>
        <Input
          type="number"
          defaultValue={2}
          slotProps={{ input: { ref: inputRef, min: 1, max: 8, step: 1 } }}
        />
        <FormHelperText>From 1 to 8</FormHelperText>
      </FormControl>
      <Button variant="outlined" color="neutral" onClick={() => inputRef.current?.focus()} sx={{ mb: 3.5 }}>
        Focus the field
      </Button>
    </Stack>
  );
}
