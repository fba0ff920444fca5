import Grid from '@mui/joy/Grid';
import Sheet from '@mui/joy/Sheet';

export default function GridBasic() {
  return (
    <Grid container spacing={2} sx={{ flexGrow: 1 }}>
      <Grid size={8}>
        <Sheet variant="soft" sx={{ p: 2, textAlign: 'center' }}>
          size=8
        </Sheet>
      </Grid>
      <Grid size={4}>
        <Sheet variant="soft" sx={{ p: 2, textAlign: 'center' }}>
          size=4
        </Sheet>
      </Grid>
      <Grid size={4}>
        <Sheet variant="soft" sx={{ p: 2, textAlign: 'center' }}>
          size=4
        </Sheet>
      </Grid>
      <Grid size={8}>
        <Sheet variant="soft" sx={{ p: 2, textAlign: 'center' }}>
          size=8
        </Sheet>
      </Grid>
    </Grid>
  );
}
