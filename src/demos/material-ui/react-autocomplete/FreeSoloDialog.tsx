import * as React from 'react';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

type OptionProps = Omit<React.HTMLAttributes<HTMLLIElement>, 'key'> & {
  key: React.Key;
};

interface Venue {
  name: string;
  city: string;
  inputValue?: string;
}

const filter = createFilterOptions<Venue>();

const initialVenues: Venue[] = [
  { name: 'Harbour Hall', city: 'Bergen' },
  { name: 'The Old Mill', city: 'Leeds' },
  { name: 'Sala Verde', city: 'Porto' },
  { name: 'Studio 4', city: 'Utrecht' },
];

export default function FreeSoloDialog() {
  const [venues, setVenues] = React.useState(initialVenues);
  const [value, setValue] = React.useState<Venue | null>(null);
  const [draft, setDraft] = React.useState<Venue | null>(null);

  const closeDialog = () => setDraft(null);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (draft && draft.name.trim() !== '') {
      const venue = { name: draft.name.trim(), city: draft.city.trim() };
      setVenues((previous) => [...previous, venue]);
      setValue(venue);
    }
    closeDialog();
  };

  return (
    <React.Fragment>
      <Autocomplete
        disablePortal
        freeSolo
        selectOnFocus
        clearOnBlur
        handleHomeEndKeys
        value={value}
        options={venues}
        sx={{ width: 320, maxWidth: '100%' }}
        onChange={(_event, newValue) => {
          if (typeof newValue === 'string') {
            // Enter on typed text: ask for the rest of the details.
            setDraft({ name: newValue, city: '' });
          } else if (newValue && newValue.inputValue !== undefined) {
            setDraft({ name: newValue.inputValue, city: '' });
          } else {
            setValue(newValue);
          }
        }}
        filterOptions={(options, params) => {
          const filtered = filter(options, params);
          const typed = params.inputValue.trim();
          if (typed !== '' && !options.some((option) => option.name === typed)) {
            filtered.push({ inputValue: typed, name: `Add "${typed}"…`, city: '' });
          }
          return filtered;
        }}
        getOptionLabel={(option) =>
          typeof option === 'string' ? option : option.inputValue ?? option.name
        }
        renderOption={(props, option) => {
          // `key` must be passed to JSX directly, not spread.
        const typedProps: OptionProps = props;
        const { key, ...optionProps } = typedProps;
          return (
            <li key={key} {...optionProps}>
              {option.city ? `${option.name}, ${option.city}` : option.name}
            </li>
          );
        }}
        renderInput={(params) => <TextField {...params} label="Venue" />}
      />
      <Dialog open={draft !== null} onClose={closeDialog}>
        <form onSubmit={handleSubmit}>
          <DialogTitle>Add a venue</DialogTitle>
          <DialogContent>
            <DialogContentText>
              This venue is not in the list yet. Add its city to save it.
            </DialogContentText>
            <Stack spacing={2} sx={{ mt: 2 }}>
              <TextField
                label="Name"
                value={draft?.name ?? ''}
                onChange={(event) =>
                  setDraft((previous) => previous && { ...previous, name: event.target.value })
                }
              />
              <TextField
                autoFocus
                label="City"
                value={draft?.city ?? ''}
                onChange={(event) =>
                  setDraft((previous) => previous && { ...previous, city: event.target.value })
                }
              />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={closeDialog}>Cancel</Button>
            <Button type="submit">Add</Button>
          </DialogActions>
        </form>
      </Dialog>
    </React.Fragment>
  );
}
