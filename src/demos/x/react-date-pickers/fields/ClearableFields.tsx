import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function ClearableFields() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-04-17'));
  const [clears, setClears] = React.useState(0);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateField
          label="Clearable field"
          clearable
          value={value}
          onChange={(newValue) => setValue(newValue)}
          onClear={() => setClears((count) => count + 1)}
        />
        <Typography variant="body2">
          Value: {value == null ? 'null' : value.format('YYYY-MM-DD')} (cleared{' '}
          {clears} {clears === 1 ? 'time' : 'times'})
        </Typography>
        <DatePicker
          label="Clearable picker"
          defaultValue={dayjs('2026-04-17')}
          slotProps={{ field: { clearable: true } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
