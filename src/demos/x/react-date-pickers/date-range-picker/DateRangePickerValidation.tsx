import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { DateRangeValidationError } from '@mui/x-date-pickers-pro/models';

const seasonStart = dayjs('2025-06-01');
const seasonEnd = dayjs('2025-09-30');

/** Check-in and check-out happen on Saturdays only. */
const notSaturday = (date: Dayjs) => date.day() !== 6;

const messages: Record<string, string> = {
  minDate: 'The season starts on June 1',
  maxDate: 'The season ends on September 30',
  shouldDisableDate: 'Stays start and end on a Saturday',
  invalidRange: 'Check-out must be after check-in',
};

export default function DateRangePickerValidation() {
  const [error, setError] = React.useState<DateRangeValidationError>([null, null]);
  const reason = error[0] ?? error[1];

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ width: '100%', maxWidth: 420 }}>
        <DateRangePicker
          label="Holiday cottage"
          minDate={seasonStart}
          maxDate={seasonEnd}
          shouldDisableDate={notSaturday}
          defaultValue={[dayjs('2025-07-05'), dayjs('2025-07-15')]}
          onError={(newError) => setError(newError)}
          slotProps={{
            textField: {
              helperText: reason
                ? (messages[reason] ?? reason)
                : 'Saturday to Saturday, June to September',
            },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
