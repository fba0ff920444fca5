import * as React from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

const initialTags = ['react', 'typescript', 'accessibility', 'design-system'];

export default function DeletableChips() {
  const [tags, setTags] = React.useState(initialTags);

  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <Stack
        direction="row"
        component="ul"
        aria-label="Tags"
        sx={{
          flexWrap: 'wrap',
          gap: 1,
          justifyContent: 'center',
          listStyle: 'none',
          p: 0,
          m: 0,
          '& > li': { m: 0 },
        }}
      >
        {tags.map((tag) => (
          <li key={tag}>
            <Chip
              label={tag}
              onDelete={() => setTags((prev) => prev.filter((t) => t !== tag))}
            />
          </li>
        ))}
      </Stack>
      <Button
        size="small"
        onClick={() => setTags(initialTags)}
        disabled={tags.length === initialTags.length}
      >
        Restore tags
      </Button>
    </Stack>
  );
}
