import * as React from 'react';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ClearIcon from '@mui/icons-material/Clear';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import SearchIcon from '@mui/icons-material/Search';

export default function ComposedSearchInput() {
  const [query, setQuery] = React.useState('');
  const [searched, setSearched] = React.useState('');

  return (
    <div>
      <Paper
        component="form"
        role="search"
        variant="outlined"
        onSubmit={(event: React.FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          setSearched(query);
        }}
        sx={{ display: 'flex', alignItems: 'center', width: 400, maxWidth: '100%', px: 0.5 }}
      >
        <IconButton type="submit" aria-label="Search" sx={{ p: 1 }}>
          <SearchIcon />
        </IconButton>
        <InputBase
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Search places"
          sx={{ flex: 1, ml: 0.5 }}
          slotProps={{ input: { 'aria-label': 'Search places' } }}
        />
        {query !== '' ? (
          <IconButton aria-label="Clear search" onClick={() => setQuery('')} sx={{ p: 1 }}>
            <ClearIcon />
          </IconButton>
        ) : null}
        <Divider orientation="vertical" flexItem sx={{ my: 1, mx: 0.5 }} />
        <IconButton
          color="primary"
          aria-label="Use my location"
          onClick={() => setSearched('near you')}
          sx={{ p: 1 }}
        >
          <MyLocationIcon />
        </IconButton>
      </Paper>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1, minHeight: 20 }}>
        {searched ? `Showing places for "${searched}"` : ''}
      </Typography>
    </div>
  );
}
