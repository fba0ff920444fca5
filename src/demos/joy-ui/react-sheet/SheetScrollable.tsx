import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const entries = [
  '08:02 Build started',
  '08:02 Installing dependencies',
  '08:04 Running type checks',
  '08:05 Running unit tests (412)',
  '08:07 Tests passed',
  '08:07 Bundling the client',
  '08:09 Bundling the server',
  '08:10 Uploading artifacts',
  '08:11 Deploying to staging',
  '08:12 Health check passed',
  '08:12 Build finished',
];

export default function SheetScrollable() {
  return (
    <Sheet
      variant="soft"
      tabIndex={0}
      role="log"
      aria-label="Build log"
      sx={{
        height: 180,
        width: '100%',
        maxWidth: 360,
        overflow: 'auto',
        p: 1.5,
        borderRadius: 'sm',
        fontFamily: 'code',
      }}
    >
      {entries.map((entry) => (
        <Typography key={entry} level="body-sm" sx={{ fontFamily: 'inherit' }}>
          {entry}
        </Typography>
      ))}
    </Sheet>
  );
}
