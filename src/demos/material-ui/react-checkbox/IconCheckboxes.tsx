import * as React from 'react';
import Bookmark from '@mui/icons-material/Bookmark';
import BookmarkBorder from '@mui/icons-material/BookmarkBorder';
import Checkbox from '@mui/material/Checkbox';
import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import Stack from '@mui/material/Stack';

export default function IconCheckboxes() {
  return (
    <Stack direction="row" spacing={1}>
      <Checkbox
        icon={<FavoriteBorder />}
        checkedIcon={<Favorite />}
        color="error"
        slotProps={{ input: { 'aria-label': 'Like' } }}
      />
      <Checkbox
        icon={<BookmarkBorder />}
        checkedIcon={<Bookmark />}
        defaultChecked
        slotProps={{ input: { 'aria-label': 'Save for later' } }}
      />
    </Stack>
  );
}
