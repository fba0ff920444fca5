import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

interface ColumnProps {
  heading: string;
  v4Look: boolean;
}

function Column({ heading, v4Look }: ColumnProps) {
  const [subscribed, setSubscribed] = React.useState(true);
  const [alerts, setAlerts] = React.useState(true);
  const id = v4Look ? 'v4-look' : 'v5-default';

  return (
    <Stack
      spacing={2}
      component="section"
      aria-labelledby={`${id}-heading`}
      sx={{
        flex: '1 1 240px',
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Typography id={`${id}-heading`} variant="subtitle2" component="h3">
        {heading}
      </Typography>
      <TextField
        label="Full name"
        defaultValue="Ada Lovelace"
        variant={v4Look ? 'standard' : 'outlined'}
        id={`${id}-name`}
      />
      <Link
        href="#"
        onClick={(event) => event.preventDefault()}
        underline={v4Look ? 'hover' : 'always'}
      >
        Privacy settings
      </Link>
      <Box>
        <FormControlLabel
          control={
            <Checkbox
              checked={subscribed}
              onChange={(event) => setSubscribed(event.target.checked)}
              color={v4Look ? 'secondary' : 'primary'}
            />
          }
          label="Newsletter"
        />
        <FormControlLabel
          control={
            <Switch
              checked={alerts}
              onChange={(event) => setAlerts(event.target.checked)}
              color={v4Look ? 'secondary' : 'primary'}
            />
          }
          label="Alerts"
        />
      </Box>
    </Stack>
  );
}

export default function ChangedDefaults() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <Column heading="v5 defaults (no props)" v4Look={false} />
      <Column heading="v4 look restored with props" v4Look />
    </Box>
  );
}
