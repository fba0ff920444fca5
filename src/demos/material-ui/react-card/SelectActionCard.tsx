import * as React from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

const plans = [
  { id: 'starter', title: 'Starter', description: '1 project, 2 GB storage. Free.' },
  { id: 'team', title: 'Team', description: '20 projects, 100 GB. 8 EUR per user.' },
  { id: 'business', title: 'Business', description: 'Unlimited projects, 1 TB. 15 EUR per user.' },
];

export default function SelectActionCard() {
  const [selected, setSelected] = React.useState('team');

  return (
    <Box
      role="group"
      aria-label="Plan"
      sx={{
        width: '100%',
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(180px, 100%), 1fr))',
        gap: 2,
      }}
    >
      {plans.map((plan) => (
        <Card key={plan.id}>
          <CardActionArea
            onClick={() => setSelected(plan.id)}
            aria-pressed={selected === plan.id}
            data-active={selected === plan.id ? '' : undefined}
            sx={{
              height: '100%',
              '&[data-active]': {
                backgroundColor: 'action.selected',
                '&:hover': { backgroundColor: 'action.focus' },
              },
            }}
          >
            <CardContent sx={{ height: '100%' }}>
              <Typography variant="h5" component="div">
                {plan.title}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {plan.description}
              </Typography>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}
