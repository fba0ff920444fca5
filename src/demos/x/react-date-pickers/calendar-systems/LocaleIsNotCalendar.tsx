import dayjs from 'dayjs';
import 'dayjs/locale/fa';
import 'dayjs/locale/ar-sa';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

const LOCALES = [
  { locale: 'fa', title: 'Day.js "fa" locale' },
  { locale: 'ar-sa', title: 'Day.js "ar-sa" locale' },
];

export default function LocaleIsNotCalendar() {
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ justifyContent: 'center', alignItems: 'center' }}
    >
      {LOCALES.map(({ locale, title }) => (
        <Stack key={locale} spacing={1} sx={{ alignItems: 'center' }} lang={locale}>
          <Typography variant="subtitle2" component="h3" lang="en">
            {title}
          </Typography>
          <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={locale}>
            <DateCalendar defaultValue={dayjs('2025-03-21')} />
          </LocalizationProvider>
        </Stack>
      ))}
    </Stack>
  );
}
