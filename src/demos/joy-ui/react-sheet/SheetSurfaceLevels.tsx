import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

// Nested surfaces read the background tokens, each one step above its parent.
export default function SheetSurfaceLevels() {
  return (
    <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'md', bgcolor: 'background.surface' }}>
      <Typography level="body-xs" sx={{ color: 'text.primary' }}>background.surface</Typography>
      <Sheet sx={{ mt: 1, p: 2, borderRadius: 'sm', bgcolor: 'background.level1' }}>
        <Typography level="body-xs" sx={{ color: 'text.primary' }}>background.level1</Typography>
        <Sheet sx={{ mt: 1, p: 2, borderRadius: 'sm', bgcolor: 'background.level2' }}>
          <Typography level="body-xs" sx={{ color: 'text.primary' }}>background.level2</Typography>
          <Sheet sx={{ mt: 1, p: 2, borderRadius: 'sm', bgcolor: 'background.level3' }}>
            <Typography level="body-xs" sx={{ color: 'text.primary' }}>background.level3</Typography>
          </Sheet>
        </Sheet>
      </Sheet>
    </Sheet>
  );
}
