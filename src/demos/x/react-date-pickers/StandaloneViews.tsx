import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';

export default function StandaloneViews() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2022-04-17T10:00'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DateCalendar
            value={value}
            onChange={setValue}
            sx={{ flexShrink: 0, m: 0 }}
          />
          <DigitalClock
            value={value}
            onChange={setValue}
            timeStep={30}
            sx={{ maxHeight: 300, minWidth: 140 }}
          />
        </Stack>
        <Typography variant="body2">
          Appointment: {value ? value.format('dddd D MMMM YYYY, HH:mm') : 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
