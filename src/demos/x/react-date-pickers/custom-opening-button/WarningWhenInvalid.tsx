import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import IconButton, { IconButtonProps } from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext, useIsValidValue } from '@mui/x-date-pickers/hooks';

/** The opening button, with a warning icon before it while the value is invalid. */
function OpeningButtonWithWarning(props: IconButtonProps) {
  const { value } = usePickerContext<Dayjs | null>();
  const isValidValue = useIsValidValue<Dayjs | null>();
  const invalid = value !== null && !isValidValue(value);

  return (
    <React.Fragment>
      {invalid && (
        <Tooltip title="This date is not allowed">
          <WarningAmberIcon color="warning" sx={{ mr: 0.5 }} aria-label="Invalid date" />
        </Tooltip>
      )}
      <IconButton {...props} />
    </React.Fragment>
  );
}

export default function WarningWhenInvalid() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ width: '100%', maxWidth: 320 }}>
        <DatePicker
          label="Weekday in 2025"
          minDate={dayjs('2025-01-01')}
          maxDate={dayjs('2025-12-31')}
          shouldDisableDate={(date) => date.day() === 0 || date.day() === 6}
          defaultValue={dayjs('2025-05-10')}
          slots={{ openPickerButton: OpeningButtonWithWarning }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
