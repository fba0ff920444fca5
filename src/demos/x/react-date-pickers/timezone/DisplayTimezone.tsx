import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

const ZONES = ['UTC', 'America/New_York', 'Europe/Paris', 'Asia/Tokyo'];

export default function DisplayTimezone() {
  // The value is stored in UTC, as an API would send it.
  const [value, setValue] = React.useState<Dayjs | null>(
    dayjs.utc('2026-04-17T14:30:00Z'),
  );
  const [zone, setZone] = React.useState('America/New_York');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label="Display timezone"
          value={zone}
          onChange={(_event, next: string | null) => {
            if (next !== null) {
              setZone(next);
            }
          }}
          sx={{ flexWrap: 'wrap' }}
        >
          {ZONES.map((name) => (
            <ToggleButton key={name} value={name} sx={{ textTransform: 'none' }}>
              {name}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <DateTimePicker
          label={`Start time (${zone})`}
          ampm={false}
          timezone={zone}
          value={value}
          onChange={(newValue) => setValue(newValue)}
        />
        <Typography variant="body2">
          Stored value:{' '}
          {value == null || !value.isValid() ? String(value) : value.toISOString()}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
