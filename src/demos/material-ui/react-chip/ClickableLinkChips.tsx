import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import LabelIcon from '@mui/icons-material/Label';

const topics = ['accessibility', 'performance', 'theming'];

export default function ClickableLinkChips() {
  return (
    <Stack
      component="nav"
      aria-label="Article topics"
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'center' }}
    >
      {topics.map((topic) => (
        <Chip
          key={topic}
          icon={<LabelIcon />}
          label={topic}
          component="a"
          href="#"
          onClick={(event: React.MouseEvent<HTMLAnchorElement>) =>
            event.preventDefault()
          }
          clickable
          variant="outlined"
        />
      ))}
    </Stack>
  );
}
