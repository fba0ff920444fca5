import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { MultiInputDateTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputDateTimeRangeField';

export default function DateTimeRangePickerMultiInput() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ width: '100%', maxWidth: 640 }}>
        <DateTimeRangePicker
          slots={{ field: MultiInputDateTimeRangeField }}
          localeText={{ start: 'Pick-up', end: 'Drop-off' }}
          calendars={1}
          ampm={false}
          defaultValue={[dayjs('2025-08-04T10:00'), dayjs('2025-08-07T16:00')]}
        />
        <DateTimeRangePicker
          label="Two months, read-only"
          readOnly
          calendars={2}
          defaultValue={[dayjs('2025-08-28T09:00'), dayjs('2025-09-02T18:00')]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
