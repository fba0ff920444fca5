import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import { DesktopTimeRangePicker } from '@mui/x-date-pickers-pro/DesktopTimeRangePicker';
import { MobileTimeRangePicker } from '@mui/x-date-pickers-pro/MobileTimeRangePicker';

const defaultValue: [Dayjs, Dayjs] = [
  dayjs('2025-04-07T12:00'),
  dayjs('2025-04-07T13:00'),
];

export default function TimeRangePickerVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ width: '100%', maxWidth: 360 }}>
        <DesktopTimeRangePicker label="Desktop variant" defaultValue={defaultValue} />
        <MobileTimeRangePicker label="Mobile variant" defaultValue={defaultValue} />
        <TimeRangePicker label="Responsive variant" defaultValue={defaultValue} />
      </Stack>
    </LocalizationProvider>
  );
}
