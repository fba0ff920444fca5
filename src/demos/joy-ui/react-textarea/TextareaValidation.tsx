import * as React from 'react';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';
import Typography from '@mui/joy/Typography';

const MIN = 20;
const MAX = 200;

export default function TextareaValidation() {
  const [text, setText] = React.useState('');
  const [touched, setTouched] = React.useState(false);
  const [sent, setSent] = React.useState(false);
  const tooShort = text.trim().length < MIN;
  const showError = touched && tooShort;

  return (
    <form
      style={{ width: '100%' }}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        setSent(!tooShort);
      }}
    >
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        <FormControl required error={showError}>
          <FormLabel>Describe the problem</FormLabel>
          <Textarea
            name="problem"
            minRows={3}
            maxRows={6}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setSent(false);
            }}
            onBlur={() => setTouched(true)}
            slotProps={{ textarea: { maxLength: MAX } }}
            endDecorator={
              <Typography level="body-xs" sx={{ ml: 'auto' }}>
                {text.length} / {MAX}
              </Typography>
            }
          />
          <FormHelperText>
            {showError
              ? `Write at least ${MIN} characters so we can help.`
              : 'Steps to reproduce help the most.'}
          </FormHelperText>
        </FormControl>
        <Button type="submit" sx={{ alignSelf: 'flex-start' }}>
          Send report
        </Button>
        <Typography level="body-sm" color="success" aria-live="polite">
          {sent ? 'Report sent. Thank you!' : ''}
        </Typography>
      </Stack>
    </form>
  );
}
