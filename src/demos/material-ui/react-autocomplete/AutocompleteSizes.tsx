import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

const colours = ['Amber', 'Cobalt', 'Coral', 'Jade', 'Lilac', 'Olive', 'Saffron'];

export default function AutocompleteSizes() {
  return (
    <Stack spacing={3} sx={{ width: 360, maxWidth: '100%' }}>
      <Autocomplete
        disablePortal
        size="small"
        options={colours}
        defaultValue="Jade"
        renderInput={(params) => <TextField {...params} label="Small" />}
      />
      <Autocomplete
        disablePortal
        size="small"
        multiple
        options={colours}
        defaultValue={['Amber', 'Coral']}
        renderInput={(params) => (
          <TextField {...params} label="Small, multiple" />
        )}
      />
      <Autocomplete
        disablePortal
        options={colours}
        defaultValue="Jade"
        renderInput={(params) => (
          <TextField {...params} label="Medium (default)" />
        )}
      />
      <Autocomplete
        disablePortal
        multiple
        options={colours}
        defaultValue={['Amber', 'Coral']}
        renderInput={(params) => (
          <TextField {...params} variant="standard" label="Medium, standard variant" />
        )}
      />
    </Stack>
  );
}
