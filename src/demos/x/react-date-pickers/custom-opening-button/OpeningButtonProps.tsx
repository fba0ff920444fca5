import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function OpeningButtonProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ width: '100%', maxWidth: 360 }}>
        <DatePicker
          label="Primary, small button"
          slotProps={{
            openPickerButton: { color: 'primary', size: 'small' },
            openPickerIcon: { fontSize: 'small' },
          }}
        />
        <DateTimePicker
          label="Button with a tooltip title"
          slotProps={{
            openPickerButton: {
              title: 'Open the calendar and clock',
              sx: { bgcolor: 'action.hover' },
            },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
