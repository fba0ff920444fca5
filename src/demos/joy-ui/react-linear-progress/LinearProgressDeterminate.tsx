import LinearProgress from '@mui/joy/LinearProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const uploads = [
  { name: 'report.pdf', value: 100 },
  { name: 'photos.zip', value: 64 },
  { name: 'video.mp4', value: 18 },
];

export default function LinearProgressDeterminate() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 420 }}>
      {uploads.map((upload) => (
        <div key={upload.name}>
          <Typography level="body-sm" sx={{ mb: 0.5 }}>
            {upload.name}: {upload.value}%
          </Typography>
          <LinearProgress
            determinate
            value={upload.value}
            color={upload.value === 100 ? 'success' : 'primary'}
            aria-label={`Uploading ${upload.name}`}
          />
        </div>
      ))}
    </Stack>
  );
}
