import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import { DateRange } from '@mui/x-date-pickers-pro/models';

function duration([start, end]: DateRange<Dayjs>): string {
  if (!start || !end || !start.isValid() || !end.isValid()) {
    return 'Pick a start and an end time';
  }
  const minutes = end.diff(start, 'minute');
  if (minutes <= 0) {
    return 'The end time is not after the start time';
  }
  return `Shift: ${start.format('HH:mm')} to ${end.format('HH:mm')}, ${Math.floor(
    minutes / 60,
  )} h ${minutes % 60} min`;
}

export default function TimeRangePickerValue() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-04-07T09:00'),
    dayjs('2025-04-07T17:30'),
  ]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 360 }}>
        <TimeRangePicker
          label="Shift"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          ampm={false}
        />
        <Typography variant="body2" role="status">
          {duration(value)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
