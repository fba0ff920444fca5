import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { DateRange } from '@mui/x-date-pickers-pro/models';

const format = (date: Dayjs | null) =>
  date && date.isValid() ? date.format('YYYY-MM-DD') : 'null';

export default function DateRangeFieldValue() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-06-02'),
    dayjs('2025-06-13'),
  ]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 420 }}>
        <SingleInputDateRangeField
          label="Controlled"
          value={value}
          onChange={(newValue) => setValue(newValue)}
        />
        <Typography variant="body2">
          Value: [{format(value[0])}, {format(value[1])}]
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button
            size="small"
            variant="outlined"
            onClick={() => setValue([dayjs('2025-07-01'), dayjs('2025-07-31')])}
          >
            Whole of July
          </Button>
          <Button size="small" variant="outlined" onClick={() => setValue([null, null])}>
            Clear
          </Button>
        </Stack>
        <SingleInputDateRangeField
          label="Uncontrolled"
          defaultValue={[dayjs('2025-06-02'), dayjs('2025-06-13')]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
