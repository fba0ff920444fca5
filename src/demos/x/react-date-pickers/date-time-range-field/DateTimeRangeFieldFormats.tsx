import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import { MultiInputDateTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputDateTimeRangeField';

const defaultValue: [Dayjs, Dayjs] = [dayjs('2025-11-14T22:00'), dayjs('2025-11-15T02:00')];

export default function DateTimeRangeFieldFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ width: '100%', maxWidth: 560 }}>
        <SingleInputDateTimeRangeField
          label="ISO-like, 24-hour"
          format="YYYY-MM-DD HH:mm"
          defaultValue={defaultValue}
        />
        <SingleInputDateTimeRangeField
          label="Weekday and time"
          format="ddd D MMM, h:mm A"
          dateSeparator="→"
          defaultValue={defaultValue}
        />
        <MultiInputDateTimeRangeField
          format="DD/MM/YYYY HH:mm"
          defaultValue={defaultValue}
          slotProps={{
            textField: ({ position }) => ({
              label: position === 'start' ? 'Starts' : 'Ends',
            }),
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
