import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

function format(value: Dayjs | null) {
  if (value == null) {
    return 'null';
  }
  return value.isValid() ? value.format('YYYY-MM-DD HH:mm') : 'Invalid Date';
}

export default function ChangeVersusAccept() {
  const [changes, setChanges] = React.useState<string[]>([]);
  const [accepted, setAccepted] = React.useState<string>('nothing yet');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        <DateTimePicker
          label="Reminder"
          defaultValue={dayjs('2022-04-17T09:00')}
          onChange={(value, context) =>
            setChanges((prev) =>
              [`${format(value)} (from ${context.source})`, ...prev].slice(0, 5),
            )
          }
          onAccept={(value) => setAccepted(format(value))}
        />
        <Typography variant="body2">
          <strong>onAccept</strong>: {accepted}
        </Typography>
        <Typography variant="body2" component="div">
          <strong>onChange</strong> (last five calls):
          <ul>
            {changes.map((change, index) => (
              <li key={`${index}-${change}`}>{change}</li>
            ))}
          </ul>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
