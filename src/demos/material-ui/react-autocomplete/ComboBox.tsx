import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

const languages = [
  'C',
  'C#',
  'C++',
  'Go',
  'Haskell',
  'Java',
  'JavaScript',
  'Kotlin',
  'PHP',
  'Python',
  'Ruby',
  'Rust',
  'Scala',
  'Swift',
  'TypeScript',
];

export default function ComboBox() {
  return (
    <Autocomplete
      disablePortal
      options={languages}
      sx={{ width: 300 }}
      renderInput={(params) => (
        <TextField {...params} label="Programming language" />
      )}
    />
  );
}
