import Box from '@mui/system/Box';
import Grid from '@mui/system/Grid';

const cell = {
  p: 1,
  textAlign: 'center',
  borderRadius: 1,
  border: 1,
  borderColor: 'divider',
} as const;

export default function GridNested() {
  return (
    <Grid container spacing={2} sx={{ width: 1 }}>
      <Grid size={{ xs: 12, md: 5 }}>
        <Box sx={{ ...cell, height: 1 }}>Sidebar</Box>
      </Grid>
      <Grid container size={{ xs: 12, md: 7 }} spacing={1}>
        {['A', 'B', 'C', 'D'].map((letter) => (
          <Grid key={letter} size={6}>
            <Box sx={{ ...cell, bgcolor: 'action.selected' }}>Nested {letter}</Box>
          </Grid>
        ))}
      </Grid>
    </Grid>
  );
}
