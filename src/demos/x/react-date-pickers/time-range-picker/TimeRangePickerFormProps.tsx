import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';

export default function TimeRangePickerFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ width: '100%', maxWidth: 420 }}>
        <TimeRangePicker
          label="Lunch break (disabled)"
          disabled
          defaultValue={[dayjs('2025-04-07T12:00'), dayjs('2025-04-07T13:00')]}
        />
        <TimeRangePicker
          label="Opening hours (read-only)"
          readOnly
          defaultValue={[dayjs('2025-04-07T08:00'), dayjs('2025-04-07T18:00')]}
        />
        <TimeRangePicker
          slots={{ field: MultiInputTimeRangeField }}
          localeText={{ start: 'Doors open', end: 'Doors close' }}
          defaultValue={[dayjs('2025-04-07T19:00'), dayjs('2025-04-07T23:30')]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
