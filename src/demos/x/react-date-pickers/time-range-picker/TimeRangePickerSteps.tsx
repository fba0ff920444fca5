import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import { TimeRangeValidationError } from '@mui/x-date-pickers-pro/models';

const opening = dayjs('2025-04-07T09:00');
const closing = dayjs('2025-04-07T18:00');

export default function TimeRangePickerSteps() {
  const [error, setError] = React.useState<TimeRangeValidationError>([null, null]);
  const invalid = error[0] !== null || error[1] !== null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ width: '100%', maxWidth: 360 }}>
        <TimeRangePicker
          label="Quarter hours, 24-hour clock"
          ampm={false}
          timeSteps={{ minutes: 15 }}
          defaultValue={[dayjs('2025-04-07T10:15'), dayjs('2025-04-07T11:45')]}
        />
        <TimeRangePicker
          label="Whole hours only"
          views={['hours']}
          format="h A"
          defaultValue={[dayjs('2025-04-07T14:00'), dayjs('2025-04-07T16:00')]}
        />
        <TimeRangePicker
          label="Appointment"
          minTime={opening}
          maxTime={closing}
          timeSteps={{ minutes: 30 }}
          onError={(newError) => setError(newError)}
          defaultValue={[dayjs('2025-04-07T08:30'), dayjs('2025-04-07T09:30')]}
          slotProps={{
            textField: {
              helperText: invalid
                ? 'Appointments are between 9:00 AM and 6:00 PM'
                : 'Between 9:00 AM and 6:00 PM',
            },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
