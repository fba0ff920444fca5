import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { DateRange } from '@mui/x-date-pickers-pro/models';

function rentalLength([start, end]: DateRange<Dayjs>): string {
  if (!start || !end || !start.isValid() || !end.isValid()) {
    return 'Choose a pick-up and a drop-off';
  }
  const hours = end.diff(start, 'hour');
  const days = Math.ceil(hours / 24);
  return `${hours} hours, billed as ${days} ${days === 1 ? 'day' : 'days'}`;
}

export default function DateTimeRangePickerValue() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-08-04T10:00'),
    dayjs('2025-08-07T16:00'),
  ]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 480 }}>
        <DateTimeRangePicker
          label="Rental"
          value={value}
          onChange={(newValue) => setValue(newValue)}
        />
        <Typography variant="body2" role="status">
          {rentalLength(value)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
