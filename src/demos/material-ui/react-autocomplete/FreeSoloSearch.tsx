import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const recentSearches = [
  'dark mode toggle',
  'date picker localization',
  'data grid pagination',
  'dialog full screen',
  'drawer responsive',
];

export default function FreeSoloSearch() {
  const [query, setQuery] = React.useState<string | null>(null);

  return (
    <Stack spacing={2} sx={{ width: 340, maxWidth: '100%' }}>
      <Autocomplete
        freeSolo
        options={recentSearches}
        value={query}
        onChange={(_event, newValue) => setQuery(newValue)}
        renderInput={(params) => (
          <TextField {...params} label="Search the docs" type="search" />
        )}
      />
      <Typography variant="body2" color="text.secondary">
        {query ? `Searching for "${query}"` : 'Type anything and press Enter.'}
      </Typography>
    </Stack>
  );
}
