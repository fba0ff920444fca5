import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';
import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import Bookmark from '@mui/icons-material/Bookmark';
import BookmarkBorder from '@mui/icons-material/BookmarkBorder';

export default function CheckboxIcons() {
  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
      <Checkbox
        variant="plain"
        color="danger"
        uncheckedIcon={<FavoriteBorder />}
        checkedIcon={<Favorite />}
        label="Favorite"
        defaultChecked
        sx={{ '--Checkbox-size': '24px' }}
      />
      <Checkbox
        variant="plain"
        color="primary"
        uncheckedIcon={<BookmarkBorder />}
        checkedIcon={<Bookmark />}
        label="Save for later"
        sx={{ '--Checkbox-size': '24px' }}
      />
    </Box>
  );
}
