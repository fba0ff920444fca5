import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeField } from '@mui/x-date-pickers/TimeField';

export default function TimeFieldFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <TimeField
          label="24-hour"
          format="HH:mm"
          defaultValue={dayjs('2022-04-17T13:45')}
        />
        <TimeField
          label="With seconds"
          format="hh:mm:ss A"
          defaultValue={dayjs('2022-04-17T13:45:20')}
        />
        <TimeField
          label="Office hours (9:00 to 17:00)"
          format="HH:mm"
          minTime={dayjs('2022-04-17T09:00')}
          maxTime={dayjs('2022-04-17T17:00')}
          defaultValue={dayjs('2022-04-17T18:30')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
