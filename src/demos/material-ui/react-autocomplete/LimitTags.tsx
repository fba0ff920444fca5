import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

const languages = [
  'Arabic',
  'Dutch',
  'English',
  'French',
  'German',
  'Hindi',
  'Italian',
  'Japanese',
  'Korean',
  'Polish',
  'Portuguese',
  'Spanish',
  'Swahili',
  'Turkish',
];

export default function LimitTags() {
  return (
    <Autocomplete
      disablePortal
      multiple
      limitTags={2}
      options={languages}
      defaultValue={['English', 'French', 'German', 'Japanese', 'Spanish']}
      sx={{ width: 420, maxWidth: '100%' }}
      renderInput={(params) => (
        <TextField {...params} label="Subtitle languages" />
      )}
    />
  );
}
