import * as React from 'react';
import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';
import OpenInNew from '@mui/icons-material/OpenInNew';

const suggestions = ['Weather tomorrow', 'Trains to Lyon', 'Museums open today'];

export default function ChipClickable() {
  const [query, setQuery] = React.useState('');

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {suggestions.map((suggestion) => (
          <Chip key={suggestion} variant="outlined" onClick={() => setQuery(suggestion)}>
            {suggestion}
          </Chip>
        ))}
        <Chip
          variant="soft"
          color="primary"
          endDecorator={<OpenInNew />}
          onClick={(event: React.MouseEvent) => event.preventDefault()}
          slotProps={{ action: { component: 'a', href: '#' } }}
        >
          Help centre
        </Chip>
        <Chip variant="outlined" disabled onClick={() => setQuery('')}>
          Unavailable
        </Chip>
      </Box>
      <Typography level="body-sm" role="status">
        {query ? `Searching for “${query}”` : 'Click a suggestion to search.'}
      </Typography>
    </Box>
  );
}
