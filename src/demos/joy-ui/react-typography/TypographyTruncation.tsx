import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

const text =
  'Our spring release adds offline mode, faster search across every project, shared templates, and a redesigned settings page with clearer sections.';

export default function TypographyTruncation() {
  return (
    <Box sx={{ width: '100%', maxWidth: 320, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <div>
        <Typography level="body-xs" textColor="text.tertiary">
          noWrap
        </Typography>
        <Typography noWrap title={text}>
          {text}
        </Typography>
      </div>
      <div>
        <Typography level="body-xs" textColor="text.tertiary">
          Two lines with line clamp
        </Typography>
        <Typography
          sx={{
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {text}
        </Typography>
      </div>
    </Box>
  );
}
