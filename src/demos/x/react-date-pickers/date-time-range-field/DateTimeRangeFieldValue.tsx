import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import { DateRange } from '@mui/x-date-pickers-pro/models';

const iso = (date: Dayjs | null) =>
  date && date.isValid() ? date.format('YYYY-MM-DDTHH:mm') : 'null';

export default function DateTimeRangeFieldValue() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-11-14T22:00'),
    dayjs('2025-11-15T02:00'),
  ]);

  const shift = (hours: number) =>
    setValue(([start, end]) => [
      start ? start.add(hours, 'hour') : null,
      end ? end.add(hours, 'hour') : null,
    ]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 480 }}>
        <SingleInputDateTimeRangeField
          label="Deployment freeze"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          ampm={false}
        />
        <Typography variant="body2">
          Value: [{iso(value[0])}, {iso(value[1])}]
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button size="small" variant="outlined" onClick={() => shift(-1)}>
            One hour earlier
          </Button>
          <Button size="small" variant="outlined" onClick={() => shift(1)}>
            One hour later
          </Button>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
