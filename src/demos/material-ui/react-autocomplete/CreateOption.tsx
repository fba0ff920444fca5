import * as React from 'react';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

type OptionProps = Omit<React.HTMLAttributes<HTMLLIElement>, 'key'> & {
  key: React.Key;
};

interface Label {
  name: string;
  /** Set on the extra "Add …" entry: the text the user typed. */
  newName?: string;
}

const initialLabels: Label[] = [
  { name: 'bug' },
  { name: 'documentation' },
  { name: 'good first issue' },
  { name: 'performance' },
  { name: 'security' },
];

const filter = createFilterOptions<Label>();

export default function CreateOption() {
  const [labels, setLabels] = React.useState(initialLabels);
  const [value, setValue] = React.useState<Label | null>(null);

  const selectByName = (name: string) => {
    const trimmed = name.trim();
    if (trimmed === '') {
      setValue(null);
      return;
    }
    const existing = labels.find((label) => label.name === trimmed);
    if (existing) {
      setValue(existing);
      return;
    }
    const created = { name: trimmed };
    setLabels((prev) => [...prev, created]);
    setValue(created);
  };

  return (
    <Stack spacing={2} sx={{ width: 320, maxWidth: '100%' }}>
      <Autocomplete
        disablePortal
        freeSolo
        // Let Enter create the typed text, and keep Home/End for the list.
        selectOnFocus
        clearOnBlur
        handleHomeEndKeys
        value={value}
        options={labels}
        onChange={(_event, newValue) => {
          // Typed text followed by Enter arrives as a string,
          // a click on "Add …" as the extra option.
          if (typeof newValue === 'string') {
            selectByName(newValue);
          } else if (newValue?.newName !== undefined) {
            selectByName(newValue.newName);
          } else {
            setValue(newValue);
          }
        }}
        filterOptions={(options, state) => {
          const filtered = filter(options, state);
          const typed = state.inputValue.trim();
          if (typed !== '' && !options.some((option) => option.name === typed)) {
            filtered.push({ name: `Add "${typed}"`, newName: typed });
          }
          return filtered;
        }}
        getOptionLabel={(option) =>
          // The input shows the real name, never the "Add …" text.
          typeof option === 'string' ? option : (option.newName ?? option.name)
        }
        renderOption={(props, option) => {
          // `key` must be passed to JSX directly, not spread.
          const typedProps: OptionProps = props;
          const { key, ...optionProps } = typedProps;
          return (
            <li key={key} {...optionProps}>
              {option.name}
            </li>
          );
        }}
        renderInput={(params) => <TextField {...params} label="Label" />}
      />
      <Typography variant="body2" color="text.secondary">
        {labels.length} labels: {labels.map((label) => label.name).join(', ')}
      </Typography>
    </Stack>
  );
}
