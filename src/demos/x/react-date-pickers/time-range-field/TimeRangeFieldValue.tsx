import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import { DateRange } from '@mui/x-date-pickers-pro/models';

const show = (time: Dayjs | null) => (time && time.isValid() ? time.format('HH:mm') : 'null');

export default function TimeRangeFieldValue() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-04-07T08:30'),
    dayjs('2025-04-07T12:00'),
  ]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 360 }}>
        <SingleInputTimeRangeField
          label="Controlled"
          value={value}
          onChange={(newValue) => setValue(newValue)}
        />
        <Typography variant="body2">
          Value: {show(value[0])} to {show(value[1])}
        </Typography>
        <SingleInputTimeRangeField
          label="Uncontrolled"
          defaultValue={[dayjs('2025-04-07T13:00'), dayjs('2025-04-07T17:00')]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
