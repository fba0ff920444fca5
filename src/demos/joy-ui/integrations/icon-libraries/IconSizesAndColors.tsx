import Stack from '@mui/joy/Stack';
import Favorite from '@mui/icons-material/Favorite';

const sizes = ['sm', 'md', 'lg', 'xl', 'xl2', 'xl3'] as const;
const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

// The sx values are Joy UI theme tokens: `fontSize` takes the theme's font sizes and
// `color` its palette, so the icons follow the colour mode.
export default function IconSizesAndColors() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-end' }}>
        {sizes.map((size) => (
          <Favorite key={size} aria-label={`Size ${size}`} sx={{ fontSize: size, color: 'danger.500' }} />
        ))}
      </Stack>
      <Stack direction="row" spacing={2}>
        {colors.map((color) => (
          <Favorite key={color} aria-label={`Color ${color}`} sx={{ fontSize: 'xl2', color: `${color}.solidBg` }} />
        ))}
      </Stack>
    </Stack>
  );
}
