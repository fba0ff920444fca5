import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateValidationError } from '@mui/x-date-pickers/models';

const minDate = dayjs('2022-04-01');
const maxDate = dayjs('2022-06-30');

function isWeekend(date: Dayjs) {
  const day = date.day();
  return day === 0 || day === 6;
}

function getErrorMessage(error: DateValidationError) {
  switch (error) {
    case 'minDate':
    case 'maxDate':
      return 'Pick a date between April 1 and June 30, 2022';
    case 'shouldDisableDate':
      return 'Deliveries only happen on weekdays';
    case 'invalidDate':
      return 'This date is not valid';
    default:
      return 'Weekdays in Q2 2022';
  }
}

export default function DateValidation() {
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Delivery date"
        defaultValue={dayjs('2022-04-16')}
        minDate={minDate}
        maxDate={maxDate}
        shouldDisableDate={isWeekend}
        onError={(newError) => setError(newError)}
        slotProps={{
          textField: { helperText: getErrorMessage(error) },
        }}
        sx={{ maxWidth: 360 }}
      />
    </LocalizationProvider>
  );
}
