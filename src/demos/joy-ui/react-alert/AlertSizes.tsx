import Alert from '@mui/joy/Alert';
import Stack from '@mui/joy/Stack';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';

export default function AlertSizes() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 480 }}>
      <Alert size="sm" startDecorator={<InfoOutlinedIcon />}>
        Small: for dense forms and table toolbars.
      </Alert>
      <Alert size="md" startDecorator={<InfoOutlinedIcon />}>
        Medium (default): for most inline messages.
      </Alert>
      <Alert size="lg" startDecorator={<InfoOutlinedIcon />}>
        Large: for a page-level message.
      </Alert>
    </Stack>
  );
}
