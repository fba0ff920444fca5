import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function DatePickerFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="ISO format"
          format="YYYY-MM-DD"
          defaultValue={dayjs('2022-04-17')}
        />
        <DatePicker
          label="Long format"
          format="ddd, MMMM D YYYY"
          defaultValue={dayjs('2022-04-17')}
        />
        <DatePicker
          label="Clearable, with week numbers"
          defaultValue={dayjs('2022-04-17')}
          displayWeekNumber
          slotProps={{
            field: { clearable: true },
            actionBar: { actions: ['clear', 'accept'] },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
