import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function SheetInvertedColors() {
  return (
    <Sheet
      variant="solid"
      color="primary"
      invertedColors
      sx={{ p: 2.5, borderRadius: 'md', maxWidth: 400 }}
    >
      {/* A darker fill than the inverted soft one keeps the white label at 4.5:1. */}
      <Chip size="sm" variant="soft" sx={{ bgcolor: 'primary.700' }}>
        New
      </Chip>
      <Typography level="title-lg" sx={{ mt: 1 }}>
        Dark mode for reports
      </Typography>
      {/* Joy's inverted secondary text colors stay under 4.5:1 on a solid fill:
          the Sheet's own text color is used instead. */}
      <Typography level="body-sm" textColor="inherit" sx={{ mb: 2 }}>
        Child components switch to colors that stay readable on the solid background.
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button variant="solid">Try it</Button>
        <Button variant="plain">Later</Button>
      </Stack>
    </Sheet>
  );
}
