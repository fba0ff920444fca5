import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function SlotPropsTextField() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 320 }}>
      <TextField
        label="Parcel weight"
        defaultValue="2.5"
        helperText="Up to 30 kg"
        slotProps={{
          // The InputBase slot: adornments and its own sx.
          input: {
            endAdornment: <InputAdornment position="end">kg</InputAdornment>,
            sx: { fontVariantNumeric: 'tabular-nums' },
          },
          // The native <input> element: HTML attributes.
          htmlInput: { inputMode: 'decimal', maxLength: 5 },
          // The label and the helper text are slots too.
          inputLabel: { shrink: true },
          formHelperText: { sx: { color: 'info.main' } },
        }}
      />
    </Stack>
  );
}
