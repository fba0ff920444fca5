import Grid from '@mui/joy/Grid';
import Sheet from '@mui/joy/Sheet';

const items = ['Revenue', 'Orders', 'Visitors', 'Refunds'];

export default function GridResponsive() {
  return (
    <Grid container spacing={{ xs: 1, md: 2 }} sx={{ flexGrow: 1 }}>
      {items.map((item) => (
        <Grid key={item} size={{ xs: 12, sm: 6, md: 3 }}>
          <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'sm' }}>
            {item}
          </Sheet>
        </Grid>
      ))}
    </Grid>
  );
}
