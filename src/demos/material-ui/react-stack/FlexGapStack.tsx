import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

const tags = [
  'react',
  'typescript',
  'material-ui',
  'emotion',
  'accessibility',
  'server rendering',
  'design tokens',
  'dark mode',
  'testing',
  'performance',
];

export default function FlexGapStack() {
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', maxWidth: 420 }}
    >
      {tags.map((tag) => (
        <Chip key={tag} label={tag} variant="outlined" />
      ))}
    </Stack>
  );
}
