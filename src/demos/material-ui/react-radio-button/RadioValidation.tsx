import * as React from 'react';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

export default function RadioValidation() {
  const [answer, setAnswer] = React.useState('');
  const [error, setError] = React.useState(false);
  const [helperText, setHelperText] = React.useState(
    'Pick the planet closest to the Sun.',
  );

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (answer === 'mercury') {
      setError(false);
      setHelperText('Correct!');
    } else {
      setError(true);
      setHelperText(answer === '' ? 'Choose an answer first.' : 'Not quite.');
    }
  };

  return (
    <form onSubmit={handleSubmit}>
      <FormControl error={error} variant="standard">
        <FormLabel id="quiz-label">
          Which planet is closest to the Sun?
        </FormLabel>
        <RadioGroup
          aria-labelledby="quiz-label"
          name="quiz"
          value={answer}
          onChange={(event) => {
            setAnswer(event.target.value);
            setError(false);
          }}
        >
          <FormControlLabel value="venus" control={<Radio />} label="Venus" />
          <FormControlLabel
            value="mercury"
            control={<Radio />}
            label="Mercury"
          />
          <FormControlLabel value="mars" control={<Radio />} label="Mars" />
        </RadioGroup>
        <FormHelperText>{helperText}</FormHelperText>
        <Button
          type="submit"
          variant="outlined"
          sx={{ mt: 1, alignSelf: 'flex-start' }}
        >
          Check answer
        </Button>
      </FormControl>
    </form>
  );
}
