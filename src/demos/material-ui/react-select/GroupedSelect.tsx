import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';

export default function GroupedSelect() {
  return (
    <FormControl sx={{ width: 260 }}>
      <InputLabel id="time-zone-label">Time zone</InputLabel>
      <Select labelId="time-zone-label" label="Time zone" defaultValue="">
        <ListSubheader>Europe</ListSubheader>
        <MenuItem value="Europe/Lisbon">Lisbon (UTC+0)</MenuItem>
        <MenuItem value="Europe/Paris">Paris (UTC+1)</MenuItem>
        <MenuItem value="Europe/Athens">Athens (UTC+2)</MenuItem>
        <ListSubheader>Americas</ListSubheader>
        <MenuItem value="America/New_York">New York (UTC-5)</MenuItem>
        <MenuItem value="America/Chicago">Chicago (UTC-6)</MenuItem>
        <MenuItem value="America/Los_Angeles">Los Angeles (UTC-8)</MenuItem>
        <ListSubheader>Asia</ListSubheader>
        <MenuItem value="Asia/Kolkata">Kolkata (UTC+5:30)</MenuItem>
        <MenuItem value="Asia/Tokyo">Tokyo (UTC+9)</MenuItem>
      </Select>
    </FormControl>
  );
}
