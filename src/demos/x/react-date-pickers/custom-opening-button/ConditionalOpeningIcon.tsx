import * as React from 'react';
import { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import EventIcon from '@mui/icons-material/Event';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function ConditionalOpeningIcon() {
  const [value, setValue] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ width: '100%', maxWidth: 320 }}>
        <DatePicker
          label="Delivery date"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          slots={{ openPickerIcon: value ? EventAvailableIcon : EventIcon }}
          slotProps={{
            // The owner state tells whether the picker is open, empty, disabled...
            openPickerIcon: (ownerState) => ({
              color: ownerState.isPickerOpen
                ? 'primary'
                : ownerState.isPickerValueEmpty
                  ? 'action'
                  : 'success',
            }),
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
