import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';

const cuisines = ['Italian', 'Thai', 'Mexican', 'Lebanese', 'Japanese', 'Ethiopian'];

export default function FilterChips() {
  const [selected, setSelected] = React.useState<string[]>(['Thai']);
  const headingId = React.useId();

  const toggle = (cuisine: string) => {
    setSelected((prev) =>
      prev.includes(cuisine)
        ? prev.filter((c) => c !== cuisine)
        : [...prev, cuisine],
    );
  };

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
      <Typography id={headingId} variant="subtitle2" component="p">
        Cuisine
      </Typography>
      <Stack
        direction="row"
        role="group"
        aria-labelledby={headingId}
        sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'center' }}
      >
        {cuisines.map((cuisine) => {
          const isSelected = selected.includes(cuisine);
          return (
            <Chip
              key={cuisine}
              label={cuisine}
              color={isSelected ? 'primary' : 'default'}
              variant={isSelected ? 'filled' : 'outlined'}
              icon={isSelected ? <CheckIcon /> : undefined}
              aria-pressed={isSelected}
              onClick={() => toggle(cuisine)}
            />
          );
        })}
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {selected.length === 0
          ? 'Showing all restaurants'
          : `Showing ${selected.join(', ')} restaurants`}
      </Typography>
    </Stack>
  );
}
