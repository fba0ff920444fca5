import Box from '@mui/system/Box';
import Grid from '@mui/system/Grid';

const item = {
  p: 1.5,
  textAlign: 'center',
  borderRadius: 1,
  bgcolor: 'action.selected',
  fontFamily: 'monospace',
} as const;

export default function GridAutoGrowOffset() {
  return (
    <Box sx={{ width: 1, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Grid container spacing={2}>
        <Grid size="auto">
          <Box sx={item}>size=&quot;auto&quot;</Box>
        </Grid>
        <Grid size="grow">
          <Box sx={item}>size=&quot;grow&quot;</Box>
        </Grid>
        <Grid size={3}>
          <Box sx={item}>size=3</Box>
        </Grid>
      </Grid>
      <Grid container spacing={2}>
        <Grid size={3} offset={3}>
          <Box sx={item}>offset=3</Box>
        </Grid>
        <Grid size={3} offset="auto">
          <Box sx={item}>offset=&quot;auto&quot;</Box>
        </Grid>
      </Grid>
      <Grid container rowSpacing={1} columnSpacing={4}>
        {[1, 2, 3, 4].map((n) => (
          <Grid key={n} size={6}>
            <Box sx={item}>rowSpacing 1, columnSpacing 4</Box>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
