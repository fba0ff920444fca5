import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/DeleteOutline';
import MailOutline from '@mui/icons-material/MailOutline';

// Material icons inside Joy UI components: each component sizes and colours the icon
// for its own size and variant through CSS variables.
export default function MaterialIconsInJoy() {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Button startDecorator={<Add />}>New item</Button>
      <Button size="sm" variant="soft" color="danger" startDecorator={<Delete />}>
        Remove
      </Button>
      <IconButton variant="outlined" aria-label="Add">
        <Add />
      </IconButton>
      <Input
        startDecorator={<MailOutline />}
        placeholder="Email"
        slotProps={{ input: { 'aria-label': 'Email' } }}
      />
    </Stack>
  );
}
