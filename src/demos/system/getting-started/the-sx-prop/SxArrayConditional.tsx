import * as React from 'react';
import Box from '@mui/system/Box';

const plans = ['Starter', 'Team', 'Business'];

export default function SxArrayConditional() {
  const [selected, setSelected] = React.useState('Team');

  return (
    <Box role="radiogroup" aria-label="Plan" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
      {plans.map((plan) => {
        const isSelected = plan === selected;
        return (
          <Box
            key={plan}
            component="button"
            type="button"
            role="radio"
            aria-checked={isSelected}
            onClick={() => setSelected(plan)}
            // Entries that are false are skipped: the second object applies only when selected.
            sx={[
              {
                px: 3,
                py: 1.5,
                font: 'inherit',
                cursor: 'pointer',
                borderRadius: 2,
                border: 2,
                borderColor: 'divider',
                bgcolor: 'background.paper',
                color: 'text.primary',
              },
              isSelected && {
                borderColor: 'primary.main',
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
              },
            ]}
          >
            {plan}
          </Box>
        );
      })}
    </Box>
  );
}
