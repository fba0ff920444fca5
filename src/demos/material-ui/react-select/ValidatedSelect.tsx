import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';

const sizes = ['Small', 'Medium', 'Large'];

export default function ValidatedSelect() {
  const [size, setSize] = React.useState('');
  const [submitted, setSubmitted] = React.useState(false);
  const [sent, setSent] = React.useState<string | null>(null);
  const showError = submitted && size === '';

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setSent(size === '' ? null : size);
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
    >
      <FormControl required error={showError} sx={{ minWidth: 200 }}>
        <InputLabel id="validated-select-label">T-shirt size</InputLabel>
        <Select
          labelId="validated-select-label"
          value={size}
          label="T-shirt size *"
          onChange={(event) => setSize(event.target.value)}
          aria-describedby="validated-select-help"
        >
          {sizes.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </Select>
        <FormHelperText id="validated-select-help">
          {showError ? 'Choose a size to continue' : 'Required'}
        </FormHelperText>
      </FormControl>
      <Button type="submit" variant="contained" sx={{ mt: 1 }}>
        Order
      </Button>
      <Typography role="status" variant="body2" sx={{ width: '100%', minHeight: 20 }}>
        {sent ? `Ordered size ${sent}.` : ''}
      </Typography>
    </Box>
  );
}
