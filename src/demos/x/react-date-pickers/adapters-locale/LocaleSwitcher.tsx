import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import 'dayjs/locale/ja';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

const LOCALES = [
  { code: 'en', label: 'en (US)' },
  { code: 'en-gb', label: 'en-gb' },
  { code: 'de', label: 'de' },
  { code: 'fr', label: 'fr' },
  { code: 'ja', label: 'ja' },
];

const value = dayjs('2026-04-17T14:30');

export default function LocaleSwitcher() {
  const [locale, setLocale] = React.useState('en-gb');

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Day.js locale"
        value={locale}
        onChange={(_event, next: string | null) => {
          if (next !== null) {
            setLocale(next);
          }
        }}
      >
        {LOCALES.map((item) => (
          <ToggleButton key={item.code} value={item.code} sx={{ textTransform: 'none' }}>
            {item.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={locale}>
        <DateTimeField label="Appointment" defaultValue={value} sx={{ width: 280 }} />
        <DateCalendar defaultValue={value} />
      </LocalizationProvider>
    </Stack>
  );
}
