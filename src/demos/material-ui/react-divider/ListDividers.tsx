import * as React from 'react';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';

const steps = [
  'Pick a plan',
  'Add team members',
  'Connect your calendar',
  'Invite guests',
];

export default function ListDividers() {
  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 360, mx: 'auto' }}>
      <List aria-label="Setup steps" disablePadding>
        {steps.map((step, index) => (
          <React.Fragment key={step}>
            {index > 0 && <Divider component="li" aria-hidden />}
            <ListItem>
              <ListItemText
                primary={step}
                secondary={`Step ${index + 1} of ${steps.length}`}
              />
            </ListItem>
          </React.Fragment>
        ))}
      </List>
    </Paper>
  );
}
