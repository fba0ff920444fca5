import LinearProgress from '@mui/joy/LinearProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const sizes = ['sm', 'md', 'lg'] as const;

export default function LinearProgressSizes() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 420 }}>
      {sizes.map((size) => (
        <div key={size}>
          <Typography level="body-xs">size=&quot;{size}&quot;</Typography>
          <LinearProgress determinate value={60} size={size} aria-label={`Progress, size ${size}`} />
        </div>
      ))}
      <div>
        <Typography level="body-xs">thickness={'{'}16{'}'}</Typography>
        <LinearProgress determinate value={60} thickness={16} aria-label="Progress, 16px thick" />
      </div>
    </Stack>
  );
}
