import Grid from '@mui/joy/Grid';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

function Tile({ label, height = 72 }: { label: string; height?: number }) {
  return (
    <Sheet
      variant="soft"
      sx={{ p: 1.5, height, borderRadius: 'sm', display: 'flex', alignItems: 'center' }}
    >
      <Typography level="body-sm">{label}</Typography>
    </Sheet>
  );
}

export default function GridNested() {
  return (
    <Grid container spacing={2} sx={{ width: '100%' }}>
      <Grid container spacing={1} size={{ xs: 12, md: 8 }}>
        <Grid size={12}>
          <Tile label="Nested grid: revenue chart" />
        </Grid>
        <Grid size={6}>
          <Tile label="Orders" />
        </Grid>
        <Grid size={6}>
          <Tile label="Returns" />
        </Grid>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Tile label="Filters" height={152} />
      </Grid>
    </Grid>
  );
}
