import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { DateTimeValidationError } from '@mui/x-date-pickers/models';

// Bookings open at 10:00 on April 17 and close at 18:00 on April 24.
const opening = dayjs('2026-04-17T10:00');
const closing = dayjs('2026-04-24T18:00');

function errorText(error: DateTimeValidationError) {
  switch (error) {
    case 'minDate':
    case 'minTime':
      return 'Bookings open on April 17 at 10:00';
    case 'maxDate':
    case 'maxTime':
      return 'Bookings close on April 24 at 18:00';
    case 'minutesStep':
      return 'Pick a quarter hour';
    case 'invalidDate':
      return 'Complete every section';
    default:
      return 'Between April 17, 10:00 and April 24, 18:00, by quarter hours';
  }
}

export default function DateTimeFieldValidation() {
  const [error, setError] = React.useState<DateTimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DateTimeField
          label="Booking"
          ampm={false}
          defaultValue={dayjs('2026-04-17T10:30')}
          minDateTime={opening}
          maxDateTime={closing}
          minutesStep={15}
          onError={(newError) => setError(newError)}
          helperText={errorText(error)}
        />
      </Stack>
    </LocalizationProvider>
  );
}
