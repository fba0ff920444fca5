import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import List from '@mui/joy/List';
import ListDivider from '@mui/joy/ListDivider';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const insets = ['gutter', 'startDecorator', 'startContent'] as const;
const people = [
  { initials: 'AM', name: 'Ada Moreau' },
  { initials: 'KM', name: 'Kwame Mensah' },
];

export default function DividerInList() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
      {insets.map((inset) => (
        <div key={inset} style={{ flex: 1 }}>
          <Typography level="body-xs" sx={{ mb: 0.5 }}>
            inset=&quot;{inset}&quot;
          </Typography>
          <List variant="outlined" sx={{ borderRadius: 'sm' }}>
            {people.map((person, index) => (
              <React.Fragment key={person.name}>
                {index > 0 && <ListDivider inset={inset} aria-hidden />}
                <ListItem>
                  <ListItemDecorator>
                    <Avatar size="sm">{person.initials}</Avatar>
                  </ListItemDecorator>
                  {person.name}
                </ListItem>
              </React.Fragment>
            ))}
          </List>
        </div>
      ))}
    </Stack>
  );
}
