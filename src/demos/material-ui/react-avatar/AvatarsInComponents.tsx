import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import PersonIcon from '@mui/icons-material/Person';

const people = [
  { name: 'Hana Sato', role: 'Product design', initials: 'HS' },
  { name: 'Olu Adeyemi', role: 'Engineering', initials: 'OA' },
];

export default function AvatarsInComponents() {
  return (
    <Stack spacing={2} sx={{ width: 360, maxWidth: '100%', mx: 'auto' }}>
      <List aria-label="Team" disablePadding>
        {people.map((person) => (
          <ListItem key={person.name} disableGutters>
            <ListItemAvatar>
              <Avatar sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText' }}>
                {person.initials}
              </Avatar>
            </ListItemAvatar>
            <ListItemText primary={person.name} secondary={person.role} />
          </ListItem>
        ))}
      </List>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Chip avatar={<Avatar>H</Avatar>} label="Hana Sato" variant="outlined" />
        <Chip avatar={<Avatar>O</Avatar>} label="Olu Adeyemi" onDelete={() => {}} />
        <IconButton aria-label="Account settings for Hana Sato" size="small">
          <Avatar
            sx={{ width: 32, height: 32, bgcolor: 'primary.main', color: 'primary.contrastText' }}
          >
            <PersonIcon fontSize="small" />
          </Avatar>
        </IconButton>
      </Stack>
    </Stack>
  );
}
