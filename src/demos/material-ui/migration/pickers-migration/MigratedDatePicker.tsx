import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';

const firstDay = dayjs('2024-03-01');
const lastDay = dayjs('2024-03-31');

const errorMessages: Record<NonNullable<DateValidationError>, string> = {
  minDate: 'Choose a day in March 2024',
  maxDate: 'Choose a day in March 2024',
  invalidDate: 'Use the format DD/MM/YYYY',
  disablePast: 'The date is in the past',
  disableFuture: 'The date is in the future',
  shouldDisableDate: 'Weekends are not available',
  shouldDisableMonth: 'This month is not available',
  shouldDisableYear: 'This year is not available',
};

function isWeekend(date: Dayjs) {
  const day = date.day();
  return day === 0 || day === 6;
}

export default function MigratedDatePicker() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-03-12'));
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Delivery date"
          format="DD/MM/YYYY"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          onError={(newError) => setError(newError)}
          minDate={firstDay}
          maxDate={lastDay}
          shouldDisableDate={isWeekend}
          slotProps={{
            field: { clearable: true },
            textField: {
              helperText: error ? errorMessages[error] : 'Weekdays in March 2024',
            },
          }}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Selected: {value ? value.format('dddd D MMMM YYYY') : 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
