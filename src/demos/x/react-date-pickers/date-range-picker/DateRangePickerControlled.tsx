import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { DateRange } from '@mui/x-date-pickers-pro/models';

export default function DateRangePickerControlled() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2022-04-01'),
    dayjs('2022-04-17'),
  ]);

  const [start, end] = value;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 420 }}>
        <DateRangePicker
          label="Report period"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          disableFuture
        />
        <Typography variant="body2">
          {start && end
            ? `${end.diff(start, 'day') + 1} days selected`
            : 'Pick two dates'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
