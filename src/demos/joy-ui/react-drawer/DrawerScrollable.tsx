import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Divider from '@mui/joy/Divider';
import Drawer from '@mui/joy/Drawer';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import ModalClose from '@mui/joy/ModalClose';
import Typography from '@mui/joy/Typography';

const events = Array.from({ length: 30 }, (_, index) => ({
  id: index + 1,
  title: `Build #${1200 - index}`,
  detail: index % 4 === 0 ? 'Failed: 2 tests' : 'Passed',
}));

export default function DrawerScrollable() {
  const [open, setOpen] = React.useState(false);

  return (
    <React.Fragment>
      <Button variant="soft" onClick={() => setOpen(true)}>
        Show build history
      </Button>
      <Drawer open={open} onClose={() => setOpen(false)} anchor="right">
        <ModalClose aria-label="Close build history" />
        <DialogTitle>Build history</DialogTitle>
        <Divider />
        {/* Only this part scrolls; the title above and the footer below stay in place. */}
        <DialogContent>
          <List>
            {events.map((event) => (
              <ListItem key={event.id}>
                <ListItemContent>
                  <Typography level="title-sm">{event.title}</Typography>
                  <Typography
                    level="body-xs"
                    color={event.detail === 'Passed' ? 'success' : 'danger'}
                  >
                    {event.detail}
                  </Typography>
                </ListItemContent>
              </ListItem>
            ))}
          </List>
        </DialogContent>
        <Divider />
        <Typography level="body-xs" sx={{ p: 2 }}>
          Showing the last {events.length} builds
        </Typography>
      </Drawer>
    </React.Fragment>
  );
}
