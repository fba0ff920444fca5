import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Rating from '@mui/material/Rating';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function RatingInForm() {
  const [stars, setStars] = React.useState<number | null>(null);
  const [comment, setComment] = React.useState('');
  const [tried, setTried] = React.useState(false);
  const [sent, setSent] = React.useState('');
  const missing = tried && stars === null;

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (stars !== null) {
      setSent(`Thanks: ${stars} of 5 stars${comment ? ' and a comment' : ''}.`);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} sx={{ width: 360, maxWidth: '100%', mx: 'auto' }}>
      <Box
        component="fieldset"
        aria-describedby="stay-rating-help"
        sx={{ border: 0, m: 0, p: 0 }}
      >
        <Typography component="legend" variant="subtitle2">
          How was your stay? (required)
        </Typography>
        <Rating
          name="stay-rating"
          value={stars}
          onChange={(_event, value) => setStars(value)}
          getLabelText={(value) => `${value} star${value === 1 ? '' : 's'}`}
        />
        <FormHelperText id="stay-rating-help" error={missing}>
          {missing ? 'Choose from one to five stars.' : 'One star is poor, five is excellent.'}
        </FormHelperText>
      </Box>
      <TextField
        label="Comment (optional)"
        multiline
        minRows={2}
        fullWidth
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        sx={{ mt: 2 }}
      />
      <Button type="submit" variant="contained" sx={{ mt: 2 }}>
        Send review
      </Button>
      <Typography role="status" variant="body2" sx={{ mt: 1, minHeight: 20 }}>
        {sent}
      </Typography>
    </Box>
  );
}
