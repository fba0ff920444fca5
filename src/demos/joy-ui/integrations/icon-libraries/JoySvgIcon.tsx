import Stack from '@mui/joy/Stack';
import SvgIcon from '@mui/joy/SvgIcon';

// Joy UI's own SvgIcon wraps any SVG path, e.g. one copied from an icon set that has
// no React package, and takes Joy UI's size and color props.
export default function JoySvgIcon() {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <SvgIcon key={size} size={size} color="primary" titleAccess={`Star, size ${size}`}>
          <path d="M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z" />
        </SvgIcon>
      ))}
    </Stack>
  );
}
