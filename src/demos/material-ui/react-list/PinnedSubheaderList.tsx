import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';

const contacts: Record<string, string[]> = {
  A: ['Aaliyah Brooks', 'Ada Morgan', 'Anders Holm', 'Aoife Byrne'],
  B: ['Bao Nguyen', 'Beatriz Costa', 'Bilal Aziz'],
  C: ['Camille Laurent', 'Chen Wei', 'Chiara Russo', 'Cyrus Farahani'],
  D: ['Dalia Mansour', 'Daniel Okafor', 'Dmitri Volkov'],
};

export default function PinnedSubheaderList() {
  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 360, mx: 'auto' }}>
      <List
        aria-label="Contacts"
        tabIndex={0}
        sx={{ position: 'relative', overflow: 'auto', height: 280, py: 0 }}
        subheader={<li />}
      >
        {Object.entries(contacts).map(([letter, names]) => (
          <li key={letter}>
            <ul style={{ padding: 0 }}>
              <ListSubheader sx={{ bgcolor: 'background.paper' }}>
                {letter}
              </ListSubheader>
              {names.map((name) => (
                <ListItem key={name}>
                  <ListItemText primary={name} />
                </ListItem>
              ))}
            </ul>
          </li>
        ))}
      </List>
    </Paper>
  );
}
