import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { DateRange } from '@mui/x-date-pickers-pro/models';

function summary([start, end]: DateRange<Dayjs>): string {
  if (!start) {
    return 'Pick a check-in date';
  }
  if (!end) {
    return `Check-in ${start.format('MMM D')}: now pick a check-out date`;
  }
  const nights = end.diff(start, 'day');
  return `${start.format('MMM D')} to ${end.format('MMM D, YYYY')} (${nights} ${
    nights === 1 ? 'night' : 'nights'
  })`;
}

export default function DateRangeCalendarValue() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <DateRangeCalendar
          value={value}
          onChange={(newValue) => setValue(newValue)}
          referenceDate={dayjs('2025-06-01')}
          calendars={1}
        />
        <Typography variant="body2" role="status">
          {summary(value)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
