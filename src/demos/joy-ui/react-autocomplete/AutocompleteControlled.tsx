import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

interface Country {
  code: string;
  label: string;
}

const countries: readonly Country[] = [
  { code: 'BR', label: 'Brazil' },
  { code: 'CA', label: 'Canada' },
  { code: 'FR', label: 'France' },
  { code: 'IN', label: 'India' },
  { code: 'JP', label: 'Japan' },
  { code: 'KE', label: 'Kenya' },
  { code: 'NZ', label: 'New Zealand' },
];

export default function AutocompleteControlled() {
  const [value, setValue] = React.useState<Country | null>(
    countries[2] ?? null,
  );
  const [inputValue, setInputValue] = React.useState('');

  return (
    <Stack spacing={1.5} sx={{ width: '100%', maxWidth: 320 }}>
      <FormControl>
        <FormLabel>Country</FormLabel>
        <Autocomplete
          placeholder="Choose a country"
          options={countries}
          value={value}
          onChange={(event, newValue) => setValue(newValue)}
          inputValue={inputValue}
          onInputChange={(event, newInputValue) => setInputValue(newInputValue)}
          isOptionEqualToValue={(option, selected) =>
            option.code === selected.code
          }
        />
      </FormControl>
      <Typography level="body-sm">
        value: {value ? `${value.label} (${value.code})` : 'null'}
      </Typography>
      <Typography level="body-sm">
        inputValue: &quot;{inputValue}&quot;
      </Typography>
    </Stack>
  );
}
