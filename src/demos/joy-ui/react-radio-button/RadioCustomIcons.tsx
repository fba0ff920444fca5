import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';

export default function RadioCustomIcons() {
  return (
    <RadioGroup
      orientation="horizontal"
      aria-label="Favorite season"
      defaultValue="autumn"
      sx={{ flexWrap: 'wrap' }}
    >
      {['Spring', 'Summer', 'Autumn', 'Winter'].map((season) => (
        <Radio
          key={season}
          value={season.toLowerCase()}
          label={season}
          color="danger"
          variant="plain"
          uncheckedIcon={<FavoriteBorderIcon />}
          checkedIcon={<FavoriteIcon />}
          sx={{ '--Radio-size': '24px' }}
        />
      ))}
    </RadioGroup>
  );
}
