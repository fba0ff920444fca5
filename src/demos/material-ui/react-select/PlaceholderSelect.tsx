import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import MenuItem from '@mui/material/MenuItem';
import Select, { SelectChangeEvent } from '@mui/material/Select';
import Typography from '@mui/material/Typography';

const reasons = ['Billing question', 'Bug report', 'Feature request', 'Other'];

export default function PlaceholderSelect() {
  const [reason, setReason] = React.useState('');

  return (
    <FormControl sx={{ width: 280 }}>
      <Select
        displayEmpty
        value={reason}
        onChange={(event: SelectChangeEvent) => setReason(event.target.value)}
        // No visible label, so name the control for assistive technology.
        slotProps={{ input: { 'aria-label': 'Reason for contacting us' } }}
        renderValue={(selected) =>
          selected === '' ? (
            <Typography component="span" color="text.secondary">
              Why are you contacting us?
            </Typography>
          ) : (
            selected
          )
        }
      >
        <MenuItem disabled value="">
          Why are you contacting us?
        </MenuItem>
        {reasons.map((item) => (
          <MenuItem key={item} value={item}>
            {item}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
