import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';

export default function DateRangeCalendarFormProps() {
  const [disabled, setDisabled] = React.useState(false);
  const [readOnly, setReadOnly] = React.useState(true);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <Stack direction="row" spacing={2}>
          <FormControlLabel
            control={
              <Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />
            }
            label="disabled"
          />
          <FormControlLabel
            control={
              <Switch checked={readOnly} onChange={(event) => setReadOnly(event.target.checked)} />
            }
            label="readOnly"
          />
        </Stack>
        <DateRangeCalendar
          calendars={1}
          disabled={disabled}
          readOnly={readOnly}
          defaultValue={[dayjs('2025-02-10'), dayjs('2025-02-21')]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
