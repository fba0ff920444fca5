import Card from '@mui/joy/Card';
import Grid from '@mui/joy/Grid';
import Typography from '@mui/joy/Typography';

const stats = [
  { label: 'Visitors', value: '12,480', change: '+8%' },
  { label: 'Sign-ups', value: '342', change: '+3%' },
  { label: 'Orders', value: '97', change: '−2%' },
  { label: 'Revenue', value: '€8,210', change: '+12%' },
];

export default function GridCards() {
  return (
    <Grid container spacing={2} columns={{ xs: 4, sm: 8, md: 12 }} sx={{ width: '100%' }}>
      {stats.map((stat) => (
        <Grid key={stat.label} size={{ xs: 2, sm: 4, md: 3 }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <Typography level="body-sm">{stat.label}</Typography>
            <Typography level="h3">{stat.value}</Typography>
            <Typography
              level="body-xs"
              color={stat.change.startsWith('+') ? 'success' : 'danger'}
            >
              {stat.change} this week
            </Typography>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
