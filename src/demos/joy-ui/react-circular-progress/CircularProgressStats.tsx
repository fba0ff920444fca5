import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import DirectionsWalk from '@mui/icons-material/DirectionsWalk';
import LocalDrink from '@mui/icons-material/LocalDrink';

const goals = [
  { name: 'Steps', value: 72, detail: '7,200 of 10,000', icon: <DirectionsWalk />, color: 'primary' },
  { name: 'Water', value: 50, detail: '1 of 2 litres', icon: <LocalDrink />, color: 'success' },
] as const;

export default function CircularProgressStats() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {goals.map((goal) => (
        <Card key={goal.name} orientation="horizontal" variant="soft" color={goal.color} sx={{ width: 240 }}>
          <CircularProgress
            determinate
            value={goal.value}
            size="lg"
            color={goal.color}
            aria-label={`${goal.name}, ${goal.value}% of today's goal`}
          >
            {goal.icon}
          </CircularProgress>
          <CardContent>
            <Typography level="title-md">{goal.name}</Typography>
            <Typography level="body-sm">{goal.detail}</Typography>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
