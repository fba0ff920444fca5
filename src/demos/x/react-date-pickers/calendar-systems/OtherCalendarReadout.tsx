import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

/** Calendars the browser's Intl API can format a date in. */
const CALENDARS = [
  { id: 'persian', name: 'Solar Hijri (Jalali)' },
  { id: 'islamic-umalqura', name: 'Hijri (Umm al-Qura)' },
  { id: 'hebrew', name: 'Hebrew' },
  { id: 'buddhist', name: 'Thai Buddhist' },
];

function formatIn(calendar: string, date: Dayjs): string {
  // Format at noon UTC so the day does not shift with the reader's time zone.
  const noon = new Date(Date.UTC(date.year(), date.month(), date.date(), 12));
  return new Intl.DateTimeFormat(`en-u-ca-${calendar}`, {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(noon);
}

export default function OtherCalendarReadout() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-03-21'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 420 }}>
        <DatePicker
          label="Gregorian date"
          value={value}
          onChange={(newValue) => setValue(newValue)}
        />
        <Table size="small" aria-label="The same date in other calendars">
          <TableBody>
            {CALENDARS.map((calendar) => (
              <TableRow key={calendar.id}>
                <TableCell component="th" scope="row">
                  {calendar.name}
                </TableCell>
                <TableCell>
                  {value && value.isValid() ? formatIn(calendar.id, value) : '–'}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Stack>
    </LocalizationProvider>
  );
}
