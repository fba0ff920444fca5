import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { DesktopDateTimeRangePicker } from '@mui/x-date-pickers-pro/DesktopDateTimeRangePicker';
import { MobileDateTimeRangePicker } from '@mui/x-date-pickers-pro/MobileDateTimeRangePicker';

const defaultValue: [Dayjs, Dayjs] = [dayjs('2025-08-04T10:00'), dayjs('2025-08-05T09:00')];

export default function DateTimeRangePickerVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ width: '100%', maxWidth: 480 }}>
        <DesktopDateTimeRangePicker label="Desktop variant" defaultValue={defaultValue} />
        <MobileDateTimeRangePicker label="Mobile variant" defaultValue={defaultValue} />
        <DateTimeRangePicker label="Responsive variant" defaultValue={defaultValue} />
      </Stack>
    </LocalizationProvider>
  );
}
