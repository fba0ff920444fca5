import * as React from 'react';
import Badge from '@mui/material/Badge';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import MailIcon from '@mui/icons-material/Mail';

type Vertical = 'top' | 'bottom';
type Horizontal = 'left' | 'right';

export default function BadgeAlignment() {
  const [vertical, setVertical] = React.useState<Vertical>('top');
  const [horizontal, setHorizontal] = React.useState<Horizontal>('right');

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={4}
      sx={{ alignItems: 'center', justifyContent: 'center' }}
    >
      <FormControl>
        <FormLabel id="badge-vertical-label">Vertical</FormLabel>
        <RadioGroup
          row
          aria-labelledby="badge-vertical-label"
          value={vertical}
          onChange={(event) => setVertical(event.target.value as Vertical)}
        >
          <FormControlLabel value="top" control={<Radio />} label="top" />
          <FormControlLabel value="bottom" control={<Radio />} label="bottom" />
        </RadioGroup>
      </FormControl>
      <FormControl>
        <FormLabel id="badge-horizontal-label">Horizontal</FormLabel>
        <RadioGroup
          row
          aria-labelledby="badge-horizontal-label"
          value={horizontal}
          onChange={(event) => setHorizontal(event.target.value as Horizontal)}
        >
          <FormControlLabel value="left" control={<Radio />} label="left" />
          <FormControlLabel value="right" control={<Radio />} label="right" />
        </RadioGroup>
      </FormControl>
      <Stack direction="row" spacing={4} sx={{ p: 2 }}>
        <Badge
          badgeContent={12}
          color="primary"
          anchorOrigin={{ vertical, horizontal }}
        >
          <MailIcon aria-hidden />
        </Badge>
        <Badge
          variant="dot"
          color="secondary"
          anchorOrigin={{ vertical, horizontal }}
        >
          <MailIcon aria-hidden />
        </Badge>
      </Stack>
    </Stack>
  );
}
