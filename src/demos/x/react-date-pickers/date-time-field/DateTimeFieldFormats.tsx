import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

const value = dayjs('2026-04-17T14:30:45');

export default function DateTimeFieldFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DateTimeField label="ampm={false}" ampm={false} defaultValue={value} />
        <DateTimeField
          label="Day first, 24-hour"
          format="DD/MM/YYYY HH:mm"
          defaultValue={value}
        />
        <DateTimeField
          label="With seconds"
          format="MM/DD/YYYY hh:mm:ss A"
          defaultValue={value}
        />
        <DateTimeField
          label="Month name, spacious"
          format="MMMM D, YYYY h:mm A"
          formatDensity="spacious"
          defaultValue={value}
        />
      </Stack>
    </LocalizationProvider>
  );
}
