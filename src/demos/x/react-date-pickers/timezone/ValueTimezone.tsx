import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

dayjs.extend(utc);
dayjs.extend(timezone);

function describe(value: Dayjs | null) {
  if (value == null || !value.isValid()) {
    return String(value);
  }
  return `${value.format('YYYY-MM-DD HH:mm Z')} (${value.toISOString()})`;
}

export default function ValueTimezone() {
  const [tokyo, setTokyo] = React.useState<Dayjs | null>(
    dayjs.tz('2026-04-17T09:00', 'Asia/Tokyo'),
  );
  const [empty, setEmpty] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        <DateTimeField
          label="Value created in Asia/Tokyo"
          ampm={false}
          value={tokyo}
          onChange={(newValue) => setTokyo(newValue)}
        />
        <Typography variant="body2">onChange value: {describe(tokyo)}</Typography>
        <DateTimeField
          label='Empty, timezone="UTC"'
          ampm={false}
          timezone="UTC"
          referenceDate={dayjs.utc('2026-04-17T00:00:00Z')}
          value={empty}
          onChange={(newValue) => setEmpty(newValue)}
        />
        <Typography variant="body2">onChange value: {describe(empty)}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
