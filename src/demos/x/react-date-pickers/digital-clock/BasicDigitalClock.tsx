import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';

export default function BasicDigitalClock() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2022-04-17T11:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={3} sx={{ alignItems: 'flex-start' }}>
        <DigitalClock
          value={value}
          onChange={(newValue) => setValue(newValue)}
          timeStep={15}
          minTime={dayjs('2022-04-17T08:00')}
          maxTime={dayjs('2022-04-17T18:00')}
          skipDisabled
          sx={{ maxHeight: 260 }}
        />
        <Typography variant="body2">
          Slot: {value ? value.format('HH:mm') : 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
