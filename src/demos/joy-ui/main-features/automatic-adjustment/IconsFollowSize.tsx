import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import Bolt from '@mui/icons-material/Bolt';

const sizes = ['sm', 'md', 'lg'] as const;

// The same icon, with no size prop: each component sets the icon size that fits its own size.
export default function IconsFollowSize() {
  return (
    <Stack spacing={2}>
      {sizes.map((size) => (
        <Stack key={size} direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography level="body-sm" sx={{ width: 32 }}>
            {size}
          </Typography>
          <Button size={size} variant="soft" startDecorator={<Bolt />}>
            Boost
          </Button>
          <Chip size={size} startDecorator={<Bolt />}>
            Fast
          </Chip>
        </Stack>
      ))}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography level="h4" startDecorator={<Bolt />}>
          Heading
        </Typography>
        <Typography level="body-sm" startDecorator={<Bolt />}>
          Body text
        </Typography>
      </Stack>
    </Stack>
  );
}
