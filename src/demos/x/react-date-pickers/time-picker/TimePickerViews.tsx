import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function TimePickerViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <TimePicker
          label="24-hour clock"
          ampm={false}
          defaultValue={dayjs('2022-04-17T18:45')}
        />
        <TimePicker
          label="Hours, minutes and seconds"
          views={['hours', 'minutes', 'seconds']}
          defaultValue={dayjs('2022-04-17T18:45:30')}
        />
        <TimePicker
          label="Hours only"
          views={['hours']}
          format="h A"
          defaultValue={dayjs('2022-04-17T18:00')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
