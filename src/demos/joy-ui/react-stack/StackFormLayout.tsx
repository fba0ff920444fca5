import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function StackFormLayout() {
  return (
    <Sheet variant="outlined" sx={{ width: '100%', maxWidth: 520, p: 2, borderRadius: 'md' }}>
      <Stack spacing={2}>
        <Typography level="title-md">Shipping address</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormControl sx={{ flex: 1 }}>
            <FormLabel>First name</FormLabel>
            <Input />
          </FormControl>
          <FormControl sx={{ flex: 1 }}>
            <FormLabel>Last name</FormLabel>
            <Input />
          </FormControl>
        </Stack>
        <FormControl>
          <FormLabel>Street</FormLabel>
          <Input />
        </FormControl>
        <Stack direction="row" spacing={2}>
          <FormControl sx={{ width: 120 }}>
            <FormLabel>Postcode</FormLabel>
            <Input />
          </FormControl>
          <FormControl sx={{ flex: 1 }}>
            <FormLabel>City</FormLabel>
            <Input />
          </FormControl>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button variant="plain" color="neutral">
            Cancel
          </Button>
          <Button>Save address</Button>
        </Stack>
      </Stack>
    </Sheet>
  );
}
