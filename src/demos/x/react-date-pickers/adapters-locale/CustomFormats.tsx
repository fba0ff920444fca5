import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

const value = dayjs('2026-04-17T14:30');

export default function CustomFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DatePicker
          label="ISO date"
          format="YYYY-MM-DD"
          defaultValue={value}
        />
        <DatePicker
          label="Weekday and month name"
          format="ddd, D MMM YYYY"
          defaultValue={value}
        />
        <DateTimePicker
          label="Escaped text"
          format="D MMMM YYYY [at] HH:mm"
          defaultValue={value}
        />
      </Stack>
    </LocalizationProvider>
  );
}
