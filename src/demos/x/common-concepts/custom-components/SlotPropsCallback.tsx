import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function SlotPropsCallback() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={dayjs('2025-09-17')}
        slotProps={{
          // A function receives the owner state of each day and returns its props.
          day: (ownerState) => ({
            sx:
              ownerState.isDayStartOfWeek || ownerState.isDayEndOfWeek
                ? { color: 'text.secondary', fontStyle: 'italic' }
                : undefined,
            title: ownerState.day.format('dddd, MMMM D'),
          }),
        }}
      />
    </LocalizationProvider>
  );
}
