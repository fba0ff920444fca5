import Alert from '@mui/joy/Alert';
import AspectRatio from '@mui/joy/AspectRatio';
import LinearProgress from '@mui/joy/LinearProgress';
import Typography from '@mui/joy/Typography';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';

export default function AlertWithProgress() {
  return (
    <Alert
      role="status"
      variant="outlined"
      color="primary"
      startDecorator={
        <AspectRatio
          variant="soft"
          color="primary"
          ratio="1"
          sx={{ minWidth: 40, borderRadius: '50%' }}
        >
          <div>
            <CloudUploadIcon />
          </div>
        </AspectRatio>
      }
      sx={{ alignItems: 'flex-start', overflow: 'hidden', width: '100%', maxWidth: 480 }}
    >
      <div>
        <Typography level="title-md">Uploading 3 photos</Typography>
        <Typography level="body-sm">About 20 seconds left</Typography>
      </div>
      <LinearProgress
        determinate
        value={60}
        variant="soft"
        aria-label="Upload progress"
        sx={{
          position: 'absolute',
          bottom: 0,
          left: 0,
          right: 0,
          borderRadius: 0,
        }}
      />
    </Alert>
  );
}
