import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

const timeZones = [
  'UTC',
  'Europe/Lisbon',
  'Europe/Berlin',
  'Africa/Nairobi',
  'Asia/Kolkata',
  'Asia/Tokyo',
  'Australia/Sydney',
  'America/New_York',
  'America/Denver',
  'America/Los_Angeles',
  'Pacific/Auckland',
];

interface TimeZoneDialogProps {
  open: boolean;
  value: string;
  onClose: (newValue?: string) => void;
}

function TimeZoneDialog({ open, value: valueProp, onClose }: TimeZoneDialogProps) {
  // The draft starts from the current value: the parent remounts this dialog each time it opens.
  const [value, setValue] = React.useState(valueProp);
  const radioGroupRef = React.useRef<HTMLElement>(null);

  return (
    <Dialog
      open={open}
      onClose={() => onClose()}
      maxWidth="xs"
      fullWidth
      slotProps={{
        paper: { sx: { maxHeight: 420 } },
        transition: { onEntering: () => radioGroupRef.current?.focus() },
      }}
    >
      <DialogTitle>Time zone</DialogTitle>
      <DialogContent dividers>
        <RadioGroup
          ref={radioGroupRef}
          aria-label="Time zone"
          name="time-zone"
          value={value}
          onChange={(event) => setValue(event.target.value)}
        >
          {timeZones.map((zone) => (
            <FormControlLabel
              key={zone}
              value={zone}
              control={<Radio />}
              label={zone}
            />
          ))}
        </RadioGroup>
      </DialogContent>
      <DialogActions>
        <Button autoFocus onClick={() => onClose()}>
          Cancel
        </Button>
        <Button onClick={() => onClose(value)}>Apply</Button>
      </DialogActions>
    </Dialog>
  );
}

export default function ConfirmationDialog() {
  const [open, setOpen] = React.useState(false);
  const [openings, setOpenings] = React.useState(0);
  const [timeZone, setTimeZone] = React.useState('Europe/Berlin');

  const handleClose = (newValue?: string) => {
    setOpen(false);
    if (newValue) {
      setTimeZone(newValue);
    }
  };

  return (
    <List
      sx={{
        width: '100%',
        maxWidth: 360,
        mx: 'auto',
        bgcolor: 'background.paper',
      }}
    >
      <ListItem disablePadding>
        <ListItemButton
          aria-haspopup="dialog"
          onClick={() => {
            setOpenings((count) => count + 1);
            setOpen(true);
          }}
        >
          <ListItemText primary="Time zone" secondary={timeZone} />
        </ListItemButton>
      </ListItem>
      <TimeZoneDialog
        key={openings}
        open={open}
        value={timeZone}
        onClose={handleClose}
      />
    </List>
  );
}
