import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';

type OptionProps = Omit<React.HTMLAttributes<HTMLLIElement>, 'key'> & {
  key: React.Key;
};

interface Recipe {
  title: string;
  minutes: number;
}

const recipes: Recipe[] = [
  { title: 'Chickpea curry', minutes: 35 },
  { title: 'Lemon risotto', minutes: 40 },
  { title: 'Miso soup', minutes: 15 },
  { title: 'Mushroom ragout', minutes: 45 },
  { title: 'Pea and mint pasta', minutes: 20 },
  { title: 'Shakshuka', minutes: 30 },
  { title: 'Tomato tart', minutes: 50 },
];

export default function CustomizedAutocomplete() {
  return (
    <Autocomplete
      disablePortal
      options={recipes}
      getOptionLabel={(option) => option.title}
      popupIcon={null}
      sx={{ width: 360, maxWidth: '100%' }}
      slotProps={{
        paper: {
          elevation: 0,
          sx: {
            mt: 1,
            borderRadius: 3,
            border: 1,
            borderColor: 'divider',
          },
        },
        listbox: {
          sx: {
            '& .MuiAutocomplete-option': { borderRadius: 2, mx: 1 },
            '& .MuiAutocomplete-option.Mui-focused': {
              bgcolor: 'action.selected',
            },
          },
        },
      }}
      renderOption={(props, option) => {
        // `key` must be passed to JSX directly, not spread.
        const typedProps: OptionProps = props;
        const { key, ...optionProps } = typedProps;
        return (
          <Box component="li" key={key} {...optionProps}>
            <Box component="span" sx={{ flexGrow: 1 }}>
              {option.title}
            </Box>
            <Box component="span" sx={{ typography: 'caption', color: 'text.secondary' }}>
              {`${option.minutes} min`}
            </Box>
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          placeholder="Search recipes"
          slotProps={{
            input: {
              ...params.InputProps,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden />
                </InputAdornment>
              ),
            },
            htmlInput: { ...params.inputProps, 'aria-label': 'Search recipes' },
          }}
          sx={{
            '& .MuiOutlinedInput-root': {
              borderRadius: 6,
              bgcolor: 'action.hover',
              '& fieldset': { borderColor: 'transparent' },
              '&:hover fieldset': { borderColor: 'divider' },
            },
          }}
        />
      )}
    />
  );
}
