import * as React from 'react';
import FormControl, { useFormControl } from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

// Reads the state of the FormControl around it: no props needed.
function FocusAwareHelperText({ id }: { id: string }) {
  const formControl = useFormControl();
  const text = formControl?.focused
    ? 'Letters, digits and dashes, 3 to 30 characters'
    : formControl?.filled
      ? 'Looks good'
      : 'Pick the name others will see';

  return <FormHelperText id={id}>{text}</FormHelperText>;
}

export default function UseFormControlHook() {
  return (
    <form noValidate autoComplete="off">
      <FormControl sx={{ width: 360, maxWidth: '100%' }}>
        <InputLabel htmlFor="form-control-username">Username</InputLabel>
        <OutlinedInput
          id="form-control-username"
          label="Username"
          aria-describedby="form-control-username-helper"
        />
        <FocusAwareHelperText id="form-control-username-helper" />
      </FormControl>
    </form>
  );
}
