import Card from '@mui/joy/Card';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';

export default function LinkOverlay() {
  return (
    <Card variant="outlined" sx={{ width: 300, '&:hover': { boxShadow: 'md' } }}>
      <Typography level="title-md">
        <Link overlay href="#link-overlay" underline="none">
          Quarterly report
        </Link>
      </Typography>
      <Typography level="body-sm">
        The whole card is clickable because the link stretches over it.
      </Typography>
    </Card>
  );
}
