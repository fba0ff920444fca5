import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function SlotPropsObject() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ width: '100%', maxWidth: 320 }}>
        <DatePicker
          label="Invoice date"
          defaultValue={dayjs('2025-09-17')}
          slotProps={{
            // Each key is a slot; its value goes to the component of that slot.
            textField: { helperText: 'Shown on the invoice', fullWidth: true },
            openPickerButton: { color: 'secondary' },
            actionBar: { actions: ['clear', 'accept'] },
            calendarHeader: { format: 'MMM YYYY' },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
