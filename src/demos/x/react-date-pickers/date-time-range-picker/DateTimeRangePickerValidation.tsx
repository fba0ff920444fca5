import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { DateTimeRangeValidationError } from '@mui/x-date-pickers-pro/models';

const festivalStart = dayjs('2025-07-10T12:00');
const festivalEnd = dayjs('2025-07-13T23:00');

export default function DateTimeRangePickerValidation() {
  const [error, setError] = React.useState<DateTimeRangeValidationError>([null, null]);
  const reason = error[0] ?? error[1];

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ width: '100%', maxWidth: 480 }}>
        <DateTimeRangePicker
          label="Volunteer shift"
          referenceDate={festivalStart}
          minDateTime={festivalStart}
          maxDateTime={festivalEnd}
          timeSteps={{ minutes: 30 }}
          onError={(newError) => setError(newError)}
          slotProps={{
            textField: {
              helperText: reason
                ? `Invalid: ${reason}`
                : 'Between July 10, 12:00 PM and July 13, 11:00 PM',
            },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
