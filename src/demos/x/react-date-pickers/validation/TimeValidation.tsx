import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import {
  TimeValidationError,
  DateTimeValidationError,
} from '@mui/x-date-pickers/models';

export default function TimeValidation() {
  const [timeError, setTimeError] = React.useState<TimeValidationError>(null);
  const [dateTimeError, setDateTimeError] =
    React.useState<DateTimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <TimePicker
          label="Lunch break"
          defaultValue={dayjs('2022-04-17T14:30')}
          minTime={dayjs('2022-04-17T11:30')}
          maxTime={dayjs('2022-04-17T14:00')}
          onError={setTimeError}
          slotProps={{
            textField: {
              helperText: timeError
                ? `Error: ${timeError}`
                : 'Between 11:30 and 14:00',
            },
          }}
        />
        <DateTimePicker
          label="Check-in"
          defaultValue={dayjs('2022-04-17T10:00')}
          minDateTime={dayjs('2022-04-17T15:00')}
          maxDate={dayjs('2022-04-30')}
          onError={setDateTimeError}
          slotProps={{
            textField: {
              helperText: dateTimeError
                ? `Error: ${dateTimeError}`
                : 'From April 17, 15:00, until April 30',
            },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
