import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function ActionBarActions() {
  const [accepted, setAccepted] = React.useState<Dayjs | null>(dayjs('2026-04-17'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Four actions"
          defaultValue={dayjs('2026-04-17')}
          closeOnSelect={false}
          onAccept={(value) => setAccepted(value)}
          slotProps={{
            actionBar: { actions: ['clear', 'today', 'cancel', 'accept'] },
          }}
        />
        <DatePicker
          label="No action bar, no toolbar"
          defaultValue={dayjs('2026-04-17')}
          slotProps={{
            actionBar: { actions: [] },
            toolbar: { hidden: true },
          }}
        />
        <Typography variant="body2">
          Last accepted by the first picker:{' '}
          {accepted == null ? 'null' : accepted.format('YYYY-MM-DD')}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
