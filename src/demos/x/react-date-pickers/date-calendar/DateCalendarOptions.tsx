import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function DateCalendarOptions() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        direction="row"
        useFlexGap
        spacing={2}
        sx={{ flexWrap: 'wrap', justifyContent: 'center' }}
      >
        <DateCalendar
          defaultValue={dayjs('2022-04-17')}
          displayWeekNumber
          showDaysOutsideCurrentMonth
          fixedWeekNumber={6}
        />
        <DateCalendar
          defaultValue={dayjs('2022-04-17')}
          views={['year', 'month', 'day']}
          openTo="month"
          minDate={dayjs('2021-01-01')}
          maxDate={dayjs('2023-12-31')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
