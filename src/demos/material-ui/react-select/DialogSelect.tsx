import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, { SelectChangeEvent } from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface Schedule {
  frequency: string;
  day: string;
}

export default function DialogSelect() {
  const [open, setOpen] = React.useState(false);
  const [saved, setSaved] = React.useState<Schedule>({
    frequency: 'weekly',
    day: 'monday',
  });
  const [draft, setDraft] = React.useState<Schedule>(saved);

  const handleOpen = () => {
    setDraft(saved); // Start from the saved settings every time.
    setOpen(true);
  };

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button variant="outlined" onClick={handleOpen}>
        Report schedule
      </Button>
      <Typography variant="body2" color="text.secondary">
        Reports are sent {saved.frequency}, on {saved.day}.
      </Typography>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby="schedule-dialog-title"
      >
        <DialogTitle id="schedule-dialog-title">Report schedule</DialogTitle>
        <DialogContent>
          <Stack direction="row" spacing={2} sx={{ pt: 1 }}>
            <FormControl sx={{ minWidth: 150 }}>
              <InputLabel id="schedule-frequency-label">Frequency</InputLabel>
              <Select
                labelId="schedule-frequency-label"
                label="Frequency"
                value={draft.frequency}
                onChange={(event: SelectChangeEvent) =>
                  setDraft({ ...draft, frequency: event.target.value })
                }
              >
                <MenuItem value="weekly">Weekly</MenuItem>
                <MenuItem value="every two weeks">Every two weeks</MenuItem>
                <MenuItem value="monthly">Monthly</MenuItem>
              </Select>
            </FormControl>
            <FormControl sx={{ minWidth: 150 }}>
              <InputLabel id="schedule-day-label">Day</InputLabel>
              <Select
                labelId="schedule-day-label"
                label="Day"
                value={draft.day}
                onChange={(event: SelectChangeEvent) =>
                  setDraft({ ...draft, day: event.target.value })
                }
              >
                <MenuItem value="monday">Monday</MenuItem>
                <MenuItem value="wednesday">Wednesday</MenuItem>
                <MenuItem value="friday">Friday</MenuItem>
              </Select>
            </FormControl>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button
            variant="contained"
            onClick={() => {
              setSaved(draft);
              setOpen(false);
            }}
          >
            Save
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
