import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

function describe(value: Dayjs | null) {
  if (value == null) {
    return 'null';
  }
  return value.isValid() ? value.format('YYYY-MM-DD HH:mm') : 'Invalid Date';
}

export default function BasicDateTimeField() {
  const [value, setValue] = React.useState<Dayjs | null>(
    dayjs('2026-04-17T14:30'),
  );

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DateTimeField
          label="Uncontrolled"
          defaultValue={dayjs('2026-04-17T09:15')}
        />
        <DateTimeField
          label="Controlled"
          value={value}
          onChange={(newValue) => setValue(newValue)}
        />
        <Typography variant="body2">Controlled value: {describe(value)}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
