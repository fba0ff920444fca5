import Box from '@mui/system/Box';
import Grid from '@mui/system/Grid';

export default function GridResponsive() {
  return (
    <Grid
      container
      spacing={{ xs: 1, md: 2 }}
      columns={{ xs: 4, sm: 8, md: 12 }}
      sx={{ width: 1 }}
    >
      {Array.from({ length: 6 }, (_, index) => (
        <Grid key={index} size={{ xs: 2, sm: 4, md: 4 }}>
          <Box
            sx={{
              p: 2,
              textAlign: 'center',
              borderRadius: 1,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
            }}
          >
            Card {index + 1}
          </Box>
        </Grid>
      ))}
    </Grid>
  );
}
