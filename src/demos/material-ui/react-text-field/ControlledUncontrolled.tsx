import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function ControlledUncontrolled() {
  // Controlled: React state holds the value, every keystroke re-renders.
  const [city, setCity] = React.useState('Valencia');
  // Uncontrolled: the DOM holds the value; read it when you need it.
  const postcodeRef = React.useRef<HTMLInputElement>(null);
  const [submitted, setSubmitted] = React.useState('');

  return (
    <Stack spacing={2} sx={{ width: 320, maxWidth: '100%' }}>
      <TextField
        id="controlled-city"
        label="City (controlled)"
        value={city}
        onChange={(event) => setCity(event.target.value)}
        helperText={`State: "${city}"`}
      />
      <TextField
        id="uncontrolled-postcode"
        label="Postcode (uncontrolled)"
        defaultValue="46001"
        inputRef={postcodeRef}
        helperText="Read from the input on click"
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button
          variant="outlined"
          onClick={() => setSubmitted(`${city}, ${postcodeRef.current?.value ?? ''}`)}
        >
          Read both
        </Button>
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {submitted}
        </Typography>
      </Stack>
    </Stack>
  );
}
