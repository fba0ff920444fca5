import * as React from 'react';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';

export default function SelectFormControl() {
  const [plan, setPlan] = React.useState<string | null>(null);
  const [submitted, setSubmitted] = React.useState(false);
  const [result, setResult] = React.useState('');
  const showError = submitted && plan === null;

  return (
    <form
      noValidate
      onSubmit={(event: React.FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        setSubmitted(true);
        const data = new FormData(event.currentTarget);
        const submitted = data.get('plan');
        setResult(typeof submitted === 'string' && submitted ? `Submitted: plan=${submitted}` : '');
      }}
    >
      <Stack spacing={2} sx={{ width: 280 }}>
        <FormControl required error={showError}>
          <FormLabel>Plan</FormLabel>
          <Select
            name="plan"
            placeholder="Choose a plan"
            value={plan}
            onChange={(_event, value) => setPlan(value)}
            // A darker placeholder than the default keeps a 4.5:1 contrast.
            sx={{ '--Select-placeholderOpacity': 0.8 }}
          >
            <Option value="starter">Starter</Option>
            <Option value="team">Team</Option>
            <Option value="business">Business</Option>
          </Select>
          <FormHelperText>
            {showError ? (
              <React.Fragment>
                <InfoOutlinedIcon />
                Choose a plan to continue.
              </React.Fragment>
            ) : (
              'You can change it later.'
            )}
          </FormHelperText>
        </FormControl>
        <Button type="submit" sx={{ alignSelf: 'flex-start' }}>
          Continue
        </Button>
        <Typography level="body-sm" aria-live="polite">
          {result}
        </Typography>
      </Stack>
    </form>
  );
}
