import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function MultilineTextFields() {
  const [review, setReview] = React.useState(
    'Fast delivery and the box was well padded.',
  );

  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <TextField
        id="multiline-grows"
        label="Review (grows to 6 rows)"
        multiline
        maxRows={6}
        value={review}
        onChange={(event) => setReview(event.target.value)}
        helperText={`${review.length}/500`}
        slotProps={{ htmlInput: { maxLength: 500 } }}
        sx={{ width: 300 }}
      />
      <TextField
        id="multiline-fixed"
        label="Address (4 rows)"
        multiline
        rows={4}
        defaultValue={'221B Baker Street\nLondon\nNW1 6XE'}
        sx={{ width: 240 }}
      />
      <TextField
        id="multiline-min"
        label="Notes (2 to 5 rows)"
        variant="filled"
        multiline
        minRows={2}
        maxRows={5}
        sx={{ width: 240 }}
      />
    </Stack>
  );
}
