import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import {
  DateRangePickerDay,
  DateRangePickerDayProps,
} from '@mui/x-date-pickers-pro/DateRangePickerDay';

/** Dates the office is closed: they cannot start or end a leave request. */
const CLOSED = ['2025-12-24', '2025-12-25', '2025-12-26', '2025-12-31'];

const isClosed = (date: Dayjs) => CLOSED.includes(date.format('YYYY-MM-DD'));

/** The default day, with a tooltip and a spoken label on the days the office is closed. */
function DayWithClosures(props: DateRangePickerDayProps) {
  const closed = isClosed(props.day);
  return (
    <DateRangePickerDay
      {...props}
      title={closed ? 'Office closed' : undefined}
      aria-label={closed ? `${props.day.format('MMMM D')}, office closed` : undefined}
    />
  );
}

export default function DateRangeCalendarCustomDay() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangeCalendar
        calendars={1}
        referenceDate={dayjs('2025-12-01')}
        shouldDisableDate={isClosed}
        slots={{ day: DayWithClosures }}
        slotProps={{
          day: (ownerState) => ({
            sx: [
              (ownerState.isDayStartOfWeek || ownerState.isDayEndOfWeek) && { fontWeight: 700 },
              isClosed(ownerState.day) && {
                textDecoration: 'line-through',
                '&.Mui-disabled': { color: 'error.main' },
              },
            ],
          }),
        }}
      />
    </LocalizationProvider>
  );
}
