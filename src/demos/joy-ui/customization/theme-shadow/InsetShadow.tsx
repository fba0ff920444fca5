import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

// An inset version of a theme shadow, derived from the raw value in theme.shadow.
export default function InsetShadow() {
  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
      <Sheet variant="outlined" sx={{ p: 3, borderRadius: 'md', boxShadow: 'md', minWidth: 200 }}>
        <Typography level="title-sm">Raised (shadow.md)</Typography>
      </Sheet>
      <Sheet
        variant="soft"
        sx={(theme) => ({
          p: 3,
          borderRadius: 'md',
          minWidth: 200,
          boxShadow: theme.shadow.md.replace(/, 0px/g, ', inset 0px'),
        })}
      >
        <Typography level="title-sm">Pressed in (inset shadow.md)</Typography>
      </Sheet>
    </Box>
  );
}
