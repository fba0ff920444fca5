import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import { DateTimeRangeValidationError } from '@mui/x-date-pickers-pro/models';

// minDateTime and maxDateTime report the part that breaks them: the date or the time.
const messages: Record<string, string> = {
  minDate: 'The window opens on November 14 at 8:00 PM',
  minTime: 'The window opens on November 14 at 8:00 PM',
  maxDate: 'The window closes on November 16 at 6:00 AM',
  maxTime: 'The window closes on November 16 at 6:00 AM',
  minutesStep: 'Use whole half hours',
  invalidRange: 'The end must be after the start',
};

export default function DateTimeRangeFieldValidation() {
  const [error, setError] = React.useState<DateTimeRangeValidationError>([null, null]);
  const reason = error[0] ?? error[1];

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ width: '100%', maxWidth: 480 }}>
        <SingleInputDateTimeRangeField
          label="Maintenance window"
          minDateTime={dayjs('2025-11-14T20:00')}
          maxDateTime={dayjs('2025-11-16T06:00')}
          minutesStep={30}
          defaultValue={[dayjs('2025-11-14T19:00'), dayjs('2025-11-15T01:30')]}
          onError={(newError) => setError(newError)}
          helperText={reason ? (messages[reason] ?? reason) : 'Nov 14, 8 PM to Nov 16, 6 AM'}
        />
      </Stack>
    </LocalizationProvider>
  );
}
