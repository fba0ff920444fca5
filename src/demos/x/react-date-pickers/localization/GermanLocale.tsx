import dayjs from 'dayjs';
import 'dayjs/locale/de';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function GermanLocale() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Stack spacing={2} sx={{ minWidth: 260 }}>
          <DatePicker label="Datum" defaultValue={dayjs('2022-04-17')} />
          <DateTimePicker
            label="Datum und Uhrzeit"
            defaultValue={dayjs('2022-04-17T14:30')}
          />
        </Stack>
        <DateCalendar defaultValue={dayjs('2022-04-17')} />
      </Stack>
    </LocalizationProvider>
  );
}
