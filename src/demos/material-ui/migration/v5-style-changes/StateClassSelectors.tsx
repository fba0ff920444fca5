import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { outlinedInputClasses } from '@mui/material/OutlinedInput';
import { inputLabelClasses } from '@mui/material/InputLabel';

export default function StateClassSelectors() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 320 }}>
      <TextField label="Default focus style" />
      <TextField
        label="Overridden with class selectors"
        helperText="Focus the field: thicker outline, secondary colour"
        sx={{
          // v4 JSS: '&$focused $notchedOutline'
          [`& .${outlinedInputClasses.root}.${outlinedInputClasses.focused} .${outlinedInputClasses.notchedOutline}`]:
            {
              borderWidth: 3,
              borderColor: 'secondary.main',
            },
          [`& .${inputLabelClasses.root}.${inputLabelClasses.focused}`]: {
            color: 'secondary.main',
          },
        }}
      />
    </Stack>
  );
}
