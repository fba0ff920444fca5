import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const preventDefault = (event: React.MouseEvent) => event.preventDefault();

export default function LinkLevels() {
  return (
    <Stack spacing={2}>
      <Link href="#" onClick={preventDefault} level="title-lg">
        A title-lg link
      </Link>
      <Link href="#" onClick={preventDefault} level="body-sm">
        A body-sm link
      </Link>
      <Typography level="body-lg">
        A body-lg paragraph with{' '}
        <Link href="#" onClick={preventDefault}>
          a link that inherits
        </Link>{' '}
        its size and line height.
      </Typography>
      <Typography level="body-xs">
        The same in small print:{' '}
        <Link href="#" onClick={preventDefault} underline="always">
          terms of use
        </Link>
        .
      </Typography>
    </Stack>
  );
}
