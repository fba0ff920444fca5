import Button from '@mui/joy/Button';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import MailIcon from '@mui/icons-material/Mail';
import SearchIcon from '@mui/icons-material/Search';

export default function InputDecorators() {
  return (
    <Stack spacing={1.5} sx={{ width: '100%', maxWidth: 400 }}>
      <Input
        aria-label="Search"
        placeholder="Search…"
        startDecorator={<SearchIcon />}
      />
      <Input
        type="email"
        aria-label="Email address"
        placeholder="you@example.com"
        startDecorator={<MailIcon />}
        endDecorator={<Button>Subscribe</Button>}
        sx={{ '--Input-decoratorChildHeight': '32px' }}
      />
      <Input
        type="number"
        aria-label="Price"
        defaultValue={25}
        startDecorator="$"
        endDecorator="USD"
        slotProps={{ input: { min: 0, step: 5 } }}
      />
    </Stack>
  );
}
