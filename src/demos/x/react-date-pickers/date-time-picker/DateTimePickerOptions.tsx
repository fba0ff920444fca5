import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function DateTimePickerOptions() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateTimePicker
          label="24-hour, 15-minute steps"
          ampm={false}
          timeSteps={{ minutes: 15 }}
          defaultValue={dayjs('2022-04-17T15:30')}
        />
        <DateTimePicker
          label="Opening hours only"
          minTime={dayjs('2022-04-17T09:00')}
          maxTime={dayjs('2022-04-17T17:00')}
          defaultValue={dayjs('2022-04-17T10:00')}
        />
        <DateTimePicker
          label="Year, day and hours"
          views={['year', 'day', 'hours']}
          format="YYYY-MM-DD HH:00"
          defaultValue={dayjs('2022-04-17T15:00')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
