import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import StarIcon from '@mui/icons-material/Star';

const contacts = ['Amara Okafor', 'Bruno Lindqvist', 'Chen Wei', 'Dalia Haddad'];
const favourites = new Set(['Bruno Lindqvist']);

export default function InsetList() {
  return (
    <List
      aria-label="Contacts"
      sx={{ width: '100%', maxWidth: 360, mx: 'auto', bgcolor: 'background.paper' }}
    >
      {contacts.map((name) => (
        <ListItem key={name} disablePadding>
          <ListItemButton>
            {favourites.has(name) ? (
              <ListItemIcon>
                <StarIcon aria-label="Favourite" sx={{ color: 'warning.main' }} />
              </ListItemIcon>
            ) : null}
            <ListItemText inset={!favourites.has(name)} primary={name} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
