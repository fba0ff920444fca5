import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';

const defaultValue: [Dayjs, Dayjs] = [dayjs('2025-04-07T07:05:30'), dayjs('2025-04-07T19:45:00')];

export default function TimeRangeFieldFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ width: '100%', maxWidth: 420 }}>
        <SingleInputTimeRangeField label="24-hour clock" ampm={false} defaultValue={defaultValue} />
        <SingleInputTimeRangeField
          label="With seconds"
          format="HH:mm:ss"
          defaultValue={defaultValue}
        />
        <SingleInputTimeRangeField
          label="Custom separator"
          format="h:mm A"
          dateSeparator="until"
          defaultValue={defaultValue}
        />
      </Stack>
    </LocalizationProvider>
  );
}
