import * as React from 'react';
import Box from '@mui/material/Box';

const plans = ['Starter', 'Team', 'Business'];

export default function BoxStates() {
  const [selected, setSelected] = React.useState('Team');

  return (
    <Box
      role="group"
      aria-label="Plans"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
      }}
    >
      {plans.map((plan) => (
        <Box
          key={plan}
          component="button"
          type="button"
          aria-pressed={plan === selected}
          onClick={() => setSelected(plan)}
          sx={{
            display: 'block',
            font: 'inherit',
            cursor: 'pointer',
            bgcolor: 'background.paper',
            width: 140,
            py: 3,
            textAlign: 'center',
            typography: 'subtitle1',
            color: 'text.primary',
            textDecoration: 'none',
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            transition: (theme) =>
              theme.transitions.create(['border-color', 'transform']),
            '&:hover': {
              borderColor: 'primary.main',
              transform: 'translateY(-2px)',
            },
            '&:focus-visible': {
              outline: '2px solid',
              outlineColor: 'primary.main',
              outlineOffset: 2,
            },
            '&[aria-pressed="true"]': {
              borderColor: 'primary.main',
              borderWidth: 2,
            },
            '& .price': {
              display: 'block',
              typography: 'body2',
              color: 'text.secondary',
            },
          }}
        >
          {plan}
          <span className="price">{plan === selected ? 'Chosen' : 'Choose plan'}</span>
        </Box>
      ))}
    </Box>
  );
}
