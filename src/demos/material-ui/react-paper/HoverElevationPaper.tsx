import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const plans = [
  { name: 'Starter', price: '€4 a month' },
  { name: 'Team', price: '€12 a month' },
  { name: 'Studio', price: '€30 a month' },
];

export default function HoverElevationPaper() {
  const [chosen, setChosen] = React.useState('Team');

  return (
    <Box
      role="radiogroup"
      aria-label="Plan"
      sx={{ width: '100%', display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))', gap: 2 }}
    >
      {plans.map((plan) => {
        const selected = plan.name === chosen;
        return (
          <Paper
            key={plan.name}
            component="button"
            type="button"
            role="radio"
            aria-checked={selected}
            onClick={() => setChosen(plan.name)}
            elevation={selected ? 6 : 1}
            sx={{
              p: 2,
              textAlign: 'left',
              font: 'inherit',
              color: 'text.primary',
              cursor: 'pointer',
              border: 2,
              borderColor: selected ? 'primary.main' : 'transparent',
              transition: (theme) => theme.transitions.create(['box-shadow', 'border-color']),
              '&:hover, &:focus-visible': { boxShadow: 6 },
              '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
            }}
          >
            <Typography sx={{ fontWeight: 600 }}>{plan.name}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {plan.price}
            </Typography>
          </Paper>
        );
      })}
    </Box>
  );
}
