import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';

export default function LinkBasic() {
  return (
    <Typography level="body-md" sx={{ maxWidth: 480 }}>
      Read the <Link href="#link-basic">installation guide</Link> before you start, or jump straight
      to the{' '}
      <Link href="#link-basic" underline="always" color="success">
        changelog
      </Link>{' '}
      to see what is new.
    </Typography>
  );
}
