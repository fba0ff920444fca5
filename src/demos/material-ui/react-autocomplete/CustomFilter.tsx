import * as React from 'react';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

type OptionProps = Omit<React.HTMLAttributes<HTMLLIElement>, 'key'> & {
  key: React.Key;
};

interface Currency {
  code: string;
  name: string;
}

const currencies: Currency[] = [
  { code: 'AUD', name: 'Australian dollar' },
  { code: 'BRL', name: 'Brazilian real' },
  { code: 'CAD', name: 'Canadian dollar' },
  { code: 'CHF', name: 'Swiss franc' },
  { code: 'EUR', name: 'Euro' },
  { code: 'GBP', name: 'Pound sterling' },
  { code: 'INR', name: 'Indian rupee' },
  { code: 'JPY', name: 'Japanese yen' },
  { code: 'MXN', name: 'Mexican peso' },
  { code: 'NZD', name: 'New Zealand dollar' },
  { code: 'USD', name: 'United States dollar' },
];

// The label is only the name, but people also search by code:
// match against both, and show at most four suggestions.
const filterOptions = createFilterOptions<Currency>({
  stringify: (option) => `${option.code} ${option.name}`,
  limit: 4,
});

export default function CustomFilter() {
  return (
    <Autocomplete
      disablePortal
      options={currencies}
      filterOptions={filterOptions}
      getOptionLabel={(option) => option.name}
      renderOption={(props, option) => {
        // `key` must be passed to JSX directly, not spread.
        const typedProps: OptionProps = props;
        const { key, ...optionProps } = typedProps;
        return (
          <li key={key} {...optionProps}>
            <Box component="span" sx={{ width: 48, color: 'text.secondary' }}>
              {option.code}
            </Box>
            {option.name}
          </li>
        );
      }}
      sx={{ width: 320, maxWidth: '100%' }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Currency"
          helperText="Search by name or code, e.g. “dollar” or “JPY”"
        />
      )}
    />
  );
}
