import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Textarea from '@mui/joy/Textarea';
import Typography from '@mui/joy/Typography';

const LIMIT = 140;

export default function TextareaDecorators() {
  const [text, setText] = React.useState('');

  return (
    <FormControl sx={{ width: '100%', maxWidth: 440 }}>
      <FormLabel>Status update</FormLabel>
      <Textarea
        placeholder="What are you working on?"
        minRows={3}
        value={text}
        onChange={(event) => setText(event.target.value.slice(0, LIMIT))}
        endDecorator={
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              width: '100%',
              borderTop: '1px solid',
              borderColor: 'divider',
              pt: 1,
            }}
          >
            <Typography
              level="body-xs"
              color={text.length === LIMIT ? 'danger' : 'neutral'}
            >
              {text.length} / {LIMIT}
            </Typography>
            <Button size="sm" disabled={text.length === 0} sx={{ ml: 'auto' }}>
              Post
            </Button>
          </Box>
        }
      />
    </FormControl>
  );
}
