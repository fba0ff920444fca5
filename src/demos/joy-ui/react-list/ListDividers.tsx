import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import List from '@mui/joy/List';
import ListDivider, { ListDividerProps } from '@mui/joy/ListDivider';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';

type Inset = NonNullable<ListDividerProps['inset']>;

const people = [
  { initials: 'JL', name: 'Jonas Lind', role: 'Engineering' },
  { initials: 'PK', name: 'Priya Kaur', role: 'Design' },
  { initials: 'OB', name: 'Omar Bakr', role: 'Support' },
];

export default function ListDividers() {
  const [inset, setInset] = React.useState<Inset>('gutter');

  return (
    <Box sx={{ width: '100%', maxWidth: 420, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <RadioGroup
        orientation="horizontal"
        aria-label="Divider inset"
        value={inset}
        onChange={(event) => setInset(event.target.value as Inset)}
      >
        {(['context', 'gutter', 'startDecorator', 'startContent'] as const).map((item) => (
          <Radio key={item} value={item} label={item} size="sm" />
        ))}
      </RadioGroup>
      <List variant="outlined" aria-label="Team" sx={{ maxWidth: 320, borderRadius: 'sm' }}>
        {people.map((person, index) => (
          <React.Fragment key={person.name}>
            {index > 0 && <ListDivider inset={inset} aria-hidden />}
            <ListItem>
              <ListItemDecorator>
                <Avatar size="sm">{person.initials}</Avatar>
              </ListItemDecorator>
              <ListItemContent>
                {person.name} · {person.role}
              </ListItemContent>
            </ListItem>
          </React.Fragment>
        ))}
      </List>
    </Box>
  );
}
