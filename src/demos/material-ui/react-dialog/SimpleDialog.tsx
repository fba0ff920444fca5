import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const accounts = [
  { email: 'ada@example.com', name: 'Ada Lovelace' },
  { email: 'grace@example.com', name: 'Grace Hopper' },
  { email: 'alan@example.com', name: 'Alan Turing' },
];

export default function SimpleDialog() {
  const [open, setOpen] = React.useState(false);
  const [selected, setSelected] = React.useState('ada@example.com');
  const titleId = React.useId();

  const handleSelect = (email: string) => {
    setSelected(email);
    setOpen(false);
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <Typography variant="body2">Signed in as {selected}</Typography>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Switch account
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>Choose an account</DialogTitle>
        <List sx={{ pt: 0 }}>
          {accounts.map((account) => (
            <ListItem key={account.email} disablePadding>
              <ListItemButton
                selected={account.email === selected}
                onClick={() => handleSelect(account.email)}
              >
                <ListItemAvatar>
                  <Avatar sx={{ bgcolor: 'primary.main' }}>{account.name[0]}</Avatar>
                </ListItemAvatar>
                <ListItemText primary={account.name} secondary={account.email} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Dialog>
    </Stack>
  );
}
