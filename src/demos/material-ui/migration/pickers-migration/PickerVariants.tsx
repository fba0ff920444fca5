import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function PickerVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        {/* v3: <KeyboardDatePicker variant="inline" /> */}
        <DesktopDatePicker label="Popover calendar" defaultValue={dayjs('2024-03-12')} />
        {/* v3: <DatePicker variant="dialog" /> */}
        <MobileDatePicker label="Dialog calendar" defaultValue={dayjs('2024-03-12')} />
        {/* v3: <KeyboardTimePicker ampm={false} /> */}
        <TimePicker
          label="24-hour time"
          ampm={false}
          defaultValue={dayjs('2024-03-12T14:30')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
