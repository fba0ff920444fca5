import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

type OptionProps = Omit<React.HTMLAttributes<HTMLLIElement>, 'key'> & {
  key: React.Key;
};

interface Country {
  code: string;
  name: string;
  dialCode: string;
}

const countries: Country[] = [
  { code: 'AR', name: 'Argentina', dialCode: '+54' },
  { code: 'AU', name: 'Australia', dialCode: '+61' },
  { code: 'BR', name: 'Brazil', dialCode: '+55' },
  { code: 'CA', name: 'Canada', dialCode: '+1' },
  { code: 'DK', name: 'Denmark', dialCode: '+45' },
  { code: 'EE', name: 'Estonia', dialCode: '+372' },
  { code: 'FI', name: 'Finland', dialCode: '+358' },
  { code: 'GH', name: 'Ghana', dialCode: '+233' },
  { code: 'IN', name: 'India', dialCode: '+91' },
  { code: 'JP', name: 'Japan', dialCode: '+81' },
  { code: 'KE', name: 'Kenya', dialCode: '+254' },
  { code: 'MX', name: 'Mexico', dialCode: '+52' },
  { code: 'NZ', name: 'New Zealand', dialCode: '+64' },
  { code: 'NG', name: 'Nigeria', dialCode: '+234' },
  { code: 'NO', name: 'Norway', dialCode: '+47' },
  { code: 'PT', name: 'Portugal', dialCode: '+351' },
  { code: 'ZA', name: 'South Africa', dialCode: '+27' },
  { code: 'SE', name: 'Sweden', dialCode: '+46' },
];

export default function CountrySelect() {
  return (
    <Autocomplete
      disablePortal
      autoHighlight
      options={countries}
      getOptionLabel={(option) => option.name}
      sx={{ width: 320, maxWidth: '100%' }}
      renderOption={(props, option) => {
        // `key` must be passed to JSX directly, not spread.
        const typedProps: OptionProps = props;
        const { key, ...optionProps } = typedProps;
        return (
          <Box component="li" key={key} {...optionProps} sx={{ gap: 1.5 }}>
            <Box
              component="span"
              aria-hidden
              sx={{
                width: 32,
                flexShrink: 0,
                py: 0.25,
                borderRadius: 0.5,
                textAlign: 'center',
                typography: 'caption',
                fontWeight: 700,
                bgcolor: 'action.selected',
              }}
            >
              {option.code}
            </Box>
            <Box component="span" sx={{ flexGrow: 1 }}>
              {option.name}
            </Box>
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {option.dialCode}
            </Box>
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Country"
          slotProps={{
            htmlInput: {
              ...params.inputProps,
              // Keeps the browser's address autofill out of the way.
              autoComplete: 'new-password',
            },
          }}
        />
      )}
    />
  );
}
