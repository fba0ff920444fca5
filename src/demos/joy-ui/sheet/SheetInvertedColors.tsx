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
      <Chip size="sm" variant="soft">
        New
      </Chip>
      <Typography level="title-lg" sx={{ mt: 1 }}>
        Dark mode for reports
      </Typography>
      <Typography level="body-sm" sx={{ mb: 2 }}>
        Child components switch to colors that stay readable on the solid background.
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button variant="solid">Try it</Button>
        <Button variant="plain">Later</Button>
      </Stack>
    </Sheet>
  );
}
