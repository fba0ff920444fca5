import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

export default function BasicTimeClock() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2022-04-17T10:20'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <TimeClock value={value} onChange={(newValue) => setValue(newValue)} />
        <Typography variant="body2">
          Time: {value ? value.format('hh:mm A') : 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
