import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function KeyboardCalendar() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-03-12'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center' }}>
          Tab into the grid of days, then use the arrow keys, Page Up, Page Down, Home and End.
        </Typography>
        <DateCalendar value={value} onChange={(newValue) => setValue(newValue)} />
        <Typography variant="body2" role="status">
          Selected: {value ? value.format('dddd, MMMM D, YYYY') : 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
