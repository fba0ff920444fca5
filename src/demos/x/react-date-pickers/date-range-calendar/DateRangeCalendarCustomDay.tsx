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

function DayWithClosures(props: DateRangePickerDayProps) {
  const { day, sx, ...other } = props;
  const closed = isClosed(day);
  return (
    <DateRangePickerDay
      {...other}
      day={day}
      aria-label={closed ? `${day.format('MMMM D')}, office closed` : undefined}
      sx={[
        closed && { textDecoration: 'line-through', color: 'error.main' },
        // Keep the styles that slotProps.day gives each day.
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
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
            sx:
              ownerState.isDayStartOfWeek || ownerState.isDayEndOfWeek
                ? { fontWeight: 700 }
                : undefined,
          }),
        }}
      />
    </LocalizationProvider>
  );
}
