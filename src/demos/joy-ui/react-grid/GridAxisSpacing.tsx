import Grid from '@mui/joy/Grid';
import Sheet from '@mui/joy/Sheet';

export default function GridAxisSpacing() {
  return (
    <Grid container rowSpacing={1} columnSpacing={{ xs: 1, sm: 4 }} sx={{ width: '100%' }}>
      {['Name', 'E-mail', 'Phone', 'Company'].map((label) => (
        <Grid key={label} size={6}>
          <Sheet variant="outlined" sx={{ p: 1.5, borderRadius: 'sm' }}>
            {label}
          </Sheet>
        </Grid>
      ))}
    </Grid>
  );
}
