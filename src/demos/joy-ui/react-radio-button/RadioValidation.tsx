import * as React from 'react';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function RadioValidation() {
  const [answer, setAnswer] = React.useState<string | null>(null);
  const [checked, setChecked] = React.useState(false);
  const correct = answer === 'mercury';
  const error = checked && !correct;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setChecked(true);
      }}
    >
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <FormControl error={error}>
          <FormLabel>Which planet is closest to the Sun?</FormLabel>
          <RadioGroup
            name="planet"
            value={answer}
            onChange={(event) => {
              setAnswer(event.target.value);
              setChecked(false);
            }}
          >
            <Radio value="venus" label="Venus" />
            <Radio value="mercury" label="Mercury" />
            <Radio value="mars" label="Mars" />
          </RadioGroup>
          <FormHelperText>
            {error
              ? answer === null
                ? 'Pick an answer first.'
                : 'Not quite. Try again.'
              : 'Choose one answer.'}
          </FormHelperText>
        </FormControl>
        <Button type="submit" variant="outlined">
          Check answer
        </Button>
        <Typography level="body-sm" color="success" aria-live="polite">
          {checked && correct ? 'Correct!' : ''}
        </Typography>
      </Stack>
    </form>
  );
}
