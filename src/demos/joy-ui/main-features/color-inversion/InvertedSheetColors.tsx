import Button from '@mui/joy/Button';
import Input from '@mui/joy/Input';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { ColorPaletteProp } from '@mui/joy/styles';

const colors: ColorPaletteProp[] = ['primary', 'neutral', 'success', 'danger', 'warning'];

export default function InvertedSheetColors() {
  return (
    <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap' }}>
      {colors.map((color) => (
        <Sheet
          key={color}
          variant="solid"
          color={color}
          invertedColors
          sx={{ p: 2, borderRadius: 'md', width: 200, display: 'flex', flexDirection: 'column', gap: 1 }}
        >
          <Typography level="title-sm">{color}</Typography>
          <Input size="sm" placeholder="Email" slotProps={{ input: { 'aria-label': `Email (${color})` } }} />
          <Button size="sm" variant="soft">
            Subscribe
          </Button>
        </Sheet>
      ))}
    </Stack>
  );
}
