import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

const value = dayjs('2026-04-17T14:30');

export default function AppWideFormats() {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      // Every field, toolbar and header below uses these instead of the adapter's defaults.
      dateFormats={{
        keyboardDate: 'YYYY-MM-DD',
        fullTime12h: 'hh:mm:ss A',
        month: 'MMM',
      }}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Stack spacing={2} sx={{ width: 280 }}>
          <DatePicker label="Date" defaultValue={value} />
          <TimePicker label="Time" defaultValue={value} />
        </Stack>
        <DateCalendar
          defaultValue={value}
          dayOfWeekFormatter={(day) => day.format('dd')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
