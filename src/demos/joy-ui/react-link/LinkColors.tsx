import Box from '@mui/joy/Box';
import Link from '@mui/joy/Link';

const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function LinkColors() {
  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
      {colors.map((color) => (
        <Link
          key={color}
          href="#"
          onClick={(event) => event.preventDefault()}
          color={color}
          underline="always"
        >
          {color}
        </Link>
      ))}
      <Link
        href="#"
        onClick={(event) => event.preventDefault()}
        textColor="text.secondary"
        underline="always"
      >
        text.secondary
      </Link>
    </Box>
  );
}
