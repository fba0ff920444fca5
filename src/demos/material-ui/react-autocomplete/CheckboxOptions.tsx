import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import TextField from '@mui/material/TextField';

type OptionProps = Omit<React.HTMLAttributes<HTMLLIElement>, 'key'> & {
  key: React.Key;
};

const weekdays = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
];

export default function CheckboxOptions() {
  return (
    <Autocomplete
      disablePortal
      multiple
      disableCloseOnSelect
      options={weekdays}
      defaultValue={['Monday', 'Thursday']}
      renderOption={(props, option, { selected }) => {
        // `key` must be passed to JSX directly, not spread.
        const typedProps: OptionProps = props;
        const { key, ...optionProps } = typedProps;
        return (
          <li key={key} {...optionProps}>
            {/* The option itself is announced as selected; the box is decoration. */}
            <Checkbox
              size="small"
              checked={selected}
              tabIndex={-1}
              disableRipple
              sx={{ ml: -1, mr: 1 }}
              slotProps={{ input: { 'aria-hidden': true } }}
            />
            {option}
          </li>
        );
      }}
      sx={{ width: 420, maxWidth: '100%' }}
      renderInput={(params) => (
        <TextField {...params} label="Delivery days" placeholder="Add a day" />
      )}
    />
  );
}
