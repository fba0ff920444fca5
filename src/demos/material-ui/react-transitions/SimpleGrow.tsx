import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grow from '@mui/material/Grow';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';

const cards = ['First', 'Second', 'Third'];

export default function SimpleGrow() {
  const [checked, setChecked] = React.useState(false);

  return (
    <Box sx={{ minHeight: 150 }}>
      <FormControlLabel
        control={
          <Switch
            checked={checked}
            onChange={() => setChecked((prev) => !prev)}
          />
        }
        label="Show cards"
      />
      <Box sx={{ display: 'flex', gap: 2, mt: 1 }}>
        {cards.map((card, index) => (
          <Grow
            key={card}
            in={checked}
            style={{ transformOrigin: '0 0 0' }}
            timeout={300 + index * 300}
          >
            <Paper elevation={4} sx={{ width: 90, height: 90, p: 1 }}>
              {card}
            </Paper>
          </Grow>
        ))}
      </Box>
    </Box>
  );
}
