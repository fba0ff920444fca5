import Box from '@mui/joy/Box';
import Link from '@mui/joy/Link';

const preventDefault = (event: React.MouseEvent) => event.preventDefault();

export default function LinkUnderline() {
  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
      <Link href="#" onClick={preventDefault} underline="hover">
        underline=&quot;hover&quot;
      </Link>
      <Link href="#" onClick={preventDefault} underline="always">
        underline=&quot;always&quot;
      </Link>
      <Link href="#" onClick={preventDefault} underline="none">
        underline=&quot;none&quot;
      </Link>
    </Box>
  );
}
