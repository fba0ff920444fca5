import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextareaAutosize from '@mui/material/TextareaAutosize';
import Typography from '@mui/material/Typography';

const MAX_LENGTH = 280;

export default function ControlledTextarea() {
  const [value, setValue] = React.useState('');
  const id = React.useId();

  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 420 }}>
      <Typography component="label" htmlFor={id} variant="body2">
        Comment
      </Typography>
      <TextareaAutosize
        id={id}
        value={value}
        maxLength={MAX_LENGTH}
        minRows={2}
        onChange={(event) => setValue(event.target.value)}
        style={{ font: 'inherit', padding: 8, resize: 'none' }}
      />
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center' }}
      >
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {value.length}/{MAX_LENGTH}
        </Typography>
        <Button size="small" disabled={!value} onClick={() => setValue('')}>
          Clear
        </Button>
      </Stack>
    </Stack>
  );
}
