import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListSubheader from '@mui/joy/ListSubheader';
import Sheet from '@mui/joy/Sheet';

const contacts: Record<string, string[]> = {
  A: ['Ada', 'Aiden', 'Alma', 'Ana'],
  B: ['Basil', 'Bea', 'Boris'],
  C: ['Cato', 'Cleo', 'Cora', 'Cyrus'],
  D: ['Dana', 'Dev', 'Dora'],
};

export default function ListStickyHeader() {
  return (
    <Sheet
      variant="outlined"
      tabIndex={0}
      aria-label="Contacts"
      sx={{ width: 260, maxHeight: 260, overflow: 'auto', borderRadius: 'sm' }}
    >
      <List>
        {Object.entries(contacts).map(([letter, names]) => (
          <ListItem nested key={letter}>
            <ListSubheader sticky id={`contacts-${letter}`}>
              {letter}
            </ListSubheader>
            <List aria-labelledby={`contacts-${letter}`}>
              {names.map((name) => (
                <ListItem key={name}>{name}</ListItem>
              ))}
            </List>
          </ListItem>
        ))}
      </List>
    </Sheet>
  );
}
