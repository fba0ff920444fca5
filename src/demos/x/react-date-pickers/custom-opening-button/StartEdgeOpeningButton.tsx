import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function StartEdgeOpeningButton() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ width: '100%', maxWidth: 320 }}>
        <DatePicker
          label="Button at the start"
          slotProps={{ field: { openPickerButtonPosition: 'start' } }}
        />
        <TimePicker
          label="Button at the start, clear at the end"
          slotProps={{
            field: {
              openPickerButtonPosition: 'start',
              clearable: true,
              clearButtonPosition: 'end',
            },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
