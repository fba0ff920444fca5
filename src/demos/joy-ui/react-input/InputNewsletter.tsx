import * as React from 'react';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';

type Status = 'idle' | 'sending' | 'done';

export default function InputNewsletter() {
  const [email, setEmail] = React.useState('');
  const [status, setStatus] = React.useState<Status>('idle');

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setStatus('sending');
    // Stands in for a request to a server.
    setTimeout(() => setStatus('done'), 800);
  };

  return (
    <form onSubmit={handleSubmit} style={{ width: '100%', maxWidth: 380 }}>
      <FormControl>
        <FormLabel>Newsletter</FormLabel>
        <Input
          type="email"
          required
          placeholder="you@example.com"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setStatus('idle');
          }}
          sx={{ '--Input-decoratorChildHeight': '32px' }}
          endDecorator={
            <Button
              type="submit"
              variant="solid"
              loading={status === 'sending'}
              sx={{ borderTopLeftRadius: 0, borderBottomLeftRadius: 0 }}
            >
              Subscribe
            </Button>
          }
        />
        <FormHelperText role="status" sx={{ minHeight: 20 }}>
          {status === 'done' ? `Thanks! We sent a confirmation to ${email}.` : ''}
        </FormHelperText>
      </FormControl>
    </form>
  );
}
