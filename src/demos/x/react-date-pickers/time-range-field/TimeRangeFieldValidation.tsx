import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import { TimeRangeValidationError } from '@mui/x-date-pickers-pro/models';

const messages: Record<string, string> = {
  minTime: 'Deliveries start at 7:00 AM',
  maxTime: 'Deliveries end at 8:00 PM',
  minutesStep: 'Use a multiple of 15 minutes',
  'shouldDisableTime-hours': 'No deliveries from 1 PM to 2 PM',
  invalidRange: 'The end time must be after the start time',
  invalidDate: 'The time is not complete',
};

export default function TimeRangeFieldValidation() {
  const [error, setError] = React.useState<TimeRangeValidationError>([null, null]);
  const reason = error[0] ?? error[1];

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ width: '100%', maxWidth: 360 }}>
        <SingleInputTimeRangeField
          label="Delivery window"
          minTime={dayjs('2025-04-07T07:00')}
          maxTime={dayjs('2025-04-07T20:00')}
          minutesStep={15}
          shouldDisableTime={(time: Dayjs, view) => view === 'hours' && time.hour() === 13}
          defaultValue={[dayjs('2025-04-07T16:00'), dayjs('2025-04-07T15:00')]}
          onError={(newError) => setError(newError)}
          helperText={reason ? (messages[reason] ?? reason) : 'Any quarter hour from 7 AM to 8 PM, not 1 PM'}
        />
      </Stack>
    </LocalizationProvider>
  );
}
