import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { DateRangeValidationError } from '@mui/x-date-pickers-pro/models';

const minDate = dayjs('2025-03-01');
const maxDate = dayjs('2025-03-31');

const isWeekend = (date: Dayjs) => date.day() === 0 || date.day() === 6;

function describe(error: DateRangeValidationError): string {
  const [startError, endError] = error;
  const reason = startError ?? endError;
  switch (reason) {
    case 'minDate':
    case 'maxDate':
      return 'Pick dates in March 2025';
    case 'shouldDisableDate':
      return 'The range cannot start or end on a weekend';
    case 'invalidRange':
      return 'The end date is before the start date';
    case 'invalidDate':
      return 'The date is not complete';
    default:
      return 'Weekdays in March 2025';
  }
}

export default function DateRangeFieldValidation() {
  const [error, setError] = React.useState<DateRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ width: '100%', maxWidth: 420 }}>
        <SingleInputDateRangeField
          label="Sprint"
          defaultValue={[dayjs('2025-03-03'), dayjs('2025-03-14')]}
          minDate={minDate}
          maxDate={maxDate}
          shouldDisableDate={isWeekend}
          onError={(newError) => setError(newError)}
          helperText={describe(error)}
        />
      </Stack>
    </LocalizationProvider>
  );
}
