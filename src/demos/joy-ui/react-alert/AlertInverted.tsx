import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';

export default function AlertInverted() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 520 }}>
      <Alert
        variant="solid"
        color="danger"
        invertedColors
        startDecorator={<ErrorOutlineIcon />}
        endDecorator={
          <Stack direction="row" spacing={1}>
            <Button size="sm" variant="solid">
              Retry
            </Button>
            <IconButton size="sm" variant="plain" aria-label="Dismiss upload error">
              <CloseRoundedIcon />
            </IconButton>
          </Stack>
        }
        sx={{ alignItems: 'flex-start' }}
      >
        <div>
          <Typography level="title-md" textColor="inherit">
            Upload failed
          </Typography>
          <Typography level="body-sm" textColor="inherit">
            The file report.pdf is larger than 20 MB.
          </Typography>
        </div>
      </Alert>
      <Alert
        variant="soft"
        color="success"
        invertedColors
        endDecorator={
          <Button size="sm" variant="outlined">
            View order
          </Button>
        }
      >
        Order 1042 has been shipped.
      </Alert>
    </Stack>
  );
}
