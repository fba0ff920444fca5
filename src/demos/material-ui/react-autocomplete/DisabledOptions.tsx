import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

interface Slot {
  time: string;
  full: boolean;
}

const slots: Slot[] = [
  { time: '09:00', full: false },
  { time: '09:30', full: true },
  { time: '10:00', full: false },
  { time: '10:30', full: true },
  { time: '11:00', full: true },
  { time: '11:30', full: false },
  { time: '12:00', full: false },
];

export default function DisabledOptions() {
  return (
    <Autocomplete
      disablePortal
      options={slots}
      getOptionLabel={(option) => (option.full ? `${option.time} (full)` : option.time)}
      getOptionDisabled={(option) => option.full}
      sx={{ width: 260 }}
      renderInput={(params) => <TextField {...params} label="Appointment time" />}
    />
  );
}
