import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme } from '@mui/material/styles';

const theme = createTheme();
const { duration, easing } = theme.transitions;
const properties = ['transform', 'background-color', 'box-shadow'] as const;
type Property = (typeof properties)[number];
type DurationName = keyof typeof duration;
type EasingName = keyof typeof easing;

export default function CreateBuilder() {
  const [selected, setSelected] = React.useState<Property[]>(['transform', 'box-shadow']);
  const [durationName, setDurationName] = React.useState<DurationName>('standard');
  const [easingName, setEasingName] = React.useState<EasingName>('easeOut');
  const [active, setActive] = React.useState(false);

  const transition =
    selected.length > 0
      ? theme.transitions.create(selected, {
          duration: duration[durationName],
          easing: easing[easingName],
        })
      : 'none';

  const code =
    selected.length > 0
      ? `theme.transitions.create(${JSON.stringify(selected).replace(/"/g, "'")}, {\n  duration: theme.transitions.duration.${durationName},\n  easing: theme.transitions.easing.${easingName},\n})`
      : "'none'";

  return (
    <Stack spacing={2} sx={{ width: '100%', minWidth: 0 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormControl component="fieldset">
          <FormLabel component="legend">Properties</FormLabel>
          <FormGroup row>
            {properties.map((property) => (
              <FormControlLabel
                key={property}
                label={property}
                control={
                  <Checkbox
                    checked={selected.includes(property)}
                    onChange={(event) =>
                      setSelected((current) =>
                        event.target.checked
                          ? properties.filter((item) => item === property || current.includes(item))
                          : current.filter((item) => item !== property),
                      )
                    }
                  />
                }
              />
            ))}
          </FormGroup>
        </FormControl>
      </Stack>
      <Stack direction="row" spacing={2}>
        <FormControl size="small" sx={{ minWidth: 160 }}>
          <InputLabel id="create-duration-label">duration</InputLabel>
          <Select
            labelId="create-duration-label"
            label="duration"
            value={durationName}
            onChange={(event) => setDurationName(event.target.value)}
          >
            {Object.keys(duration).map((name) => (
              <MenuItem key={name} value={name}>
                {name}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 160 }}>
          <InputLabel id="create-easing-label">easing</InputLabel>
          <Select
            labelId="create-easing-label"
            label="easing"
            value={easingName}
            onChange={(event) => setEasingName(event.target.value)}
          >
            {Object.keys(easing).map((name) => (
              <MenuItem key={name} value={name}>
                {name}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Stack>
      <Box
        component="pre"
        sx={{
          m: 0,
          p: 1.5,
          bgcolor: 'action.hover',
          borderRadius: 1,
          fontSize: '0.8125rem',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {code}
        {'\n// → '}
        <span data-testid="create-result">{transition}</span>
      </Box>
      <Stack direction="row" spacing={3} sx={{ alignItems: 'center', minHeight: 120 }}>
        <Button variant="contained" onClick={() => setActive((value) => !value)}>
          Toggle the card
        </Button>
        <Box
          sx={{
            width: 120,
            height: 80,
            borderRadius: 2,
            display: 'grid',
            placeItems: 'center',
            bgcolor: active ? 'primary.main' : 'background.paper',
            color: active ? 'primary.contrastText' : 'text.primary',
            border: 1,
            borderColor: 'divider',
            boxShadow: active ? 8 : 0,
            transform: active ? 'translateY(-8px) scale(1.05)' : 'none',
            transition,
          }}
        >
          <Typography variant="body2">Card</Typography>
        </Box>
      </Stack>
    </Stack>
  );
}
