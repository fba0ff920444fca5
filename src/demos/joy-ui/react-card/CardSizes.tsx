import Card from '@mui/joy/Card';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const sizes = ['sm', 'md', 'lg'] as const;

export default function CardSizes() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
      {sizes.map((size) => (
        <Card key={size} size={size} sx={{ width: 180 }}>
          <Typography level="title-md">Size {size}</Typography>
          <Typography level="body-sm">Padding, gap and text grow together.</Typography>
        </Card>
      ))}
    </Stack>
  );
}
