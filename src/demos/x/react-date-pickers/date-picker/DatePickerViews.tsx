import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function DatePickerViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Year only"
          views={['year']}
          defaultValue={dayjs('2022-04-17')}
        />
        <DatePicker
          label="Month and year"
          views={['month', 'year']}
          openTo="month"
          defaultValue={dayjs('2022-04-17')}
        />
        <DatePicker
          label="Year first"
          views={['year', 'month', 'day']}
          openTo="year"
          defaultValue={dayjs('2022-04-17')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
