import Stack from '@mui/material/Stack';
import EditCalendarIcon from '@mui/icons-material/EditCalendar';
import AlarmAddIcon from '@mui/icons-material/AlarmAdd';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function CustomOpeningIcon() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ width: '100%', maxWidth: 320 }}>
        <DatePicker label="Publish on" slots={{ openPickerIcon: EditCalendarIcon }} />
        <TimePicker label="Remind me at" slots={{ openPickerIcon: AlarmAddIcon }} />
      </Stack>
    </LocalizationProvider>
  );
}
