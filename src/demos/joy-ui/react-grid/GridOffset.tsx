import Grid from '@mui/joy/Grid';
import Sheet from '@mui/joy/Sheet';

export default function GridOffset() {
  return (
    <Grid container spacing={2} columns={10} sx={{ flexGrow: 1 }}>
      <Grid size={3}>
        <Sheet variant="soft" color="primary" sx={{ p: 2 }}>
          size=3
        </Sheet>
      </Grid>
      <Grid size={3} offset={4}>
        <Sheet variant="soft" color="primary" sx={{ p: 2 }}>
          size=3 offset=4
        </Sheet>
      </Grid>
      <Grid size="grow">
        <Sheet variant="soft" color="success" sx={{ p: 2 }}>
          size=&quot;grow&quot;
        </Sheet>
      </Grid>
      <Grid size="auto">
        <Sheet variant="soft" color="success" sx={{ p: 2 }}>
          size=&quot;auto&quot;
        </Sheet>
      </Grid>
    </Grid>
  );
}
