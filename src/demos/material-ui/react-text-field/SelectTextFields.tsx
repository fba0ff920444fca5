import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

const currencies = [
  { value: 'EUR', label: '€ Euro' },
  { value: 'GBP', label: '£ Pound sterling' },
  { value: 'JPY', label: '¥ Japanese yen' },
  { value: 'USD', label: '$ US dollar' },
];

export default function SelectTextFields() {
  const [currency, setCurrency] = React.useState('EUR');

  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <TextField
        id="select-currency"
        select
        label="Currency"
        value={currency}
        onChange={(event) => setCurrency(event.target.value)}
        helperText="Prices are shown in this currency"
        sx={{ width: 240 }}
      >
        {currencies.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        id="select-currency-native"
        select
        label="Currency (native)"
        defaultValue="GBP"
        helperText="The browser draws this menu"
        slotProps={{ select: { native: true } }}
        sx={{ width: 240 }}
      >
        {currencies.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </TextField>
    </Stack>
  );
}
