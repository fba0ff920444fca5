import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Textarea from '@mui/joy/Textarea';
import Typography from '@mui/joy/Typography';
import Rating from '@mui/material/Rating';

export default function MaterialRatingInJoyCard() {
  const [stars, setStars] = React.useState<number | null>(4);
  const [sent, setSent] = React.useState('');

  return (
    <Card
      variant="outlined"
      component="form"
      onSubmit={(event: React.FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        setSent(`Thanks: ${stars ?? 0} of 5 stars received.`);
      }}
      sx={{ maxWidth: 360, mx: 'auto', gap: 1.5 }}
    >
      <Typography level="title-md">Rate your stay</Typography>
      <Box role="group" aria-labelledby="stay-rating-label">
        <Typography id="stay-rating-label" level="title-sm" sx={{ mb: 0.5 }}>
          Overall
        </Typography>
        {/* Joy UI has no Rating: Material UI's fills the gap. */}
        <Rating name="stay-rating" value={stars} onChange={(_event, value) => setStars(value)} />
      </Box>
      <FormControl>
        <FormLabel>Comments</FormLabel>
        <Textarea minRows={2} placeholder="What stood out?" />
      </FormControl>
      <Button type="submit">Send review</Button>
      <Typography level="body-sm" role="status" sx={{ minHeight: '1.5em' }}>
        {sent}
      </Typography>
    </Card>
  );
}
