import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, { SelectChangeEvent } from '@mui/material/Select';
import Stack from '@mui/material/Stack';

export default function SelectStates() {
  const [priority, setPriority] = React.useState('');
  const [team, setTeam] = React.useState('');

  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <FormControl variant="filled" sx={{ minWidth: 180 }}>
        <InputLabel id="priority-label">Priority</InputLabel>
        <Select
          labelId="priority-label"
          value={priority}
          onChange={(event: SelectChangeEvent) =>
            setPriority(event.target.value)
          }
        >
          <MenuItem value="">
            <em>None</em>
          </MenuItem>
          <MenuItem value="low">Low</MenuItem>
          <MenuItem value="normal">Normal</MenuItem>
          <MenuItem value="high">High</MenuItem>
        </Select>
        <FormHelperText>Optional</FormHelperText>
      </FormControl>
      <FormControl required error={team === ''} sx={{ minWidth: 180 }}>
        <InputLabel id="team-label">Team</InputLabel>
        <Select
          labelId="team-label"
          label="Team"
          value={team}
          onChange={(event: SelectChangeEvent) => setTeam(event.target.value)}
        >
          <MenuItem value="design">Design</MenuItem>
          <MenuItem value="engineering">Engineering</MenuItem>
          <MenuItem value="support">Support</MenuItem>
        </Select>
        <FormHelperText>
          {team === '' ? 'Choose a team' : 'Thanks!'}
        </FormHelperText>
      </FormControl>
      <FormControl disabled size="small" sx={{ minWidth: 140 }}>
        <InputLabel id="region-label">Region</InputLabel>
        <Select labelId="region-label" label="Region" value="eu">
          <MenuItem value="eu">Europe</MenuItem>
        </Select>
        <FormHelperText>Disabled, small</FormHelperText>
      </FormControl>
    </Stack>
  );
}
