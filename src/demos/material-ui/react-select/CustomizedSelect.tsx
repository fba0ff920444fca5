import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputBase from '@mui/material/InputBase';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import NativeSelect from '@mui/material/NativeSelect';
import Select, { SelectChangeEvent } from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';

// A bordered input with the label above it, used by both selects.
const BoxedInput = styled(InputBase)(({ theme }) => {
  // theme.vars holds the CSS variables, which follow light and dark mode.
  const palette = (theme.vars || theme).palette;
  return {
    'label + &': {
      marginTop: theme.spacing(3),
    },
    '& .MuiInputBase-input': {
      borderRadius: theme.shape.borderRadius,
      backgroundColor: palette.background.paper,
      border: `1px solid ${palette.divider}`,
      padding: theme.spacing(1.25, 1.5),
      transition: theme.transitions.create(['border-color', 'box-shadow']),
      '&:focus': {
        borderRadius: theme.shape.borderRadius,
        borderColor: palette.primary.main,
        boxShadow: `0 0 0 3px ${theme.alpha(palette.primary.main, 0.25)}`,
      },
    },
  };
});

export default function CustomizedSelect() {
  const [plan, setPlan] = React.useState('team');

  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <FormControl variant="standard" sx={{ width: 200 }}>
        <InputLabel id="custom-plan-label" shrink>
          Plan
        </InputLabel>
        <Select
          labelId="custom-plan-label"
          value={plan}
          onChange={(event: SelectChangeEvent) => setPlan(event.target.value)}
          input={<BoxedInput />}
        >
          <MenuItem value="free">Free</MenuItem>
          <MenuItem value="team">Team</MenuItem>
          <MenuItem value="business">Business</MenuItem>
        </Select>
      </FormControl>
      <FormControl variant="standard" sx={{ width: 200 }}>
        <InputLabel htmlFor="custom-billing" shrink>
          Billing
        </InputLabel>
        <NativeSelect id="custom-billing" defaultValue="yearly" input={<BoxedInput />}>
          <option value="monthly">Monthly</option>
          <option value="yearly">Yearly (2 months free)</option>
        </NativeSelect>
      </FormControl>
    </Stack>
  );
}
