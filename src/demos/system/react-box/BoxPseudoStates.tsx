import * as React from 'react';
import Box from '@mui/system/Box';

const plans = ['Starter', 'Team', 'Business'];

export default function BoxPseudoStates() {
  const [selected, setSelected] = React.useState('Team');

  return (
    <Box
      role="group"
      aria-label="Plan"
      sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}
    >
      {plans.map((plan) => {
        const pressed = plan === selected;
        return (
          <Box
            key={plan}
            component="button"
            type="button"
            aria-pressed={pressed}
            onClick={() => setSelected(plan)}
            sx={{
              width: 140,
              py: 2,
              font: 'inherit',
              cursor: 'pointer',
              color: 'text.primary',
              bgcolor: 'background.paper',
              border: 2,
              borderColor: 'divider',
              borderRadius: 2,
              transition: 'border-color 150ms, background-color 150ms',
              '&:hover': { bgcolor: 'action.hover' },
              '&:focus-visible': { outline: 3, outlineColor: 'primary.main', outlineOffset: 2 },
              // Style from an attribute: the selected state lives in aria-pressed.
              '&[aria-pressed="true"]': { borderColor: 'primary.main', bgcolor: 'action.selected' },
            }}
          >
            {plan}
          </Box>
        );
      })}
    </Box>
  );
}
