import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';

const defaultValue: [Dayjs, Dayjs] = [dayjs('2025-09-08'), dayjs('2025-09-19')];

export default function DateRangeFieldFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ width: '100%', maxWidth: 480 }}>
        <SingleInputDateRangeField
          label="ISO format"
          format="YYYY-MM-DD"
          defaultValue={defaultValue}
        />
        <SingleInputDateRangeField
          label="Long format, custom separator"
          format="MMM D, YYYY"
          dateSeparator="to"
          defaultValue={defaultValue}
        />
        <MultiInputDateRangeField
          format="DD/MM/YYYY"
          dateSeparator="until"
          defaultValue={defaultValue}
          slotProps={{
            textField: ({ position }) => ({
              label: position === 'start' ? 'From' : 'To',
            }),
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
