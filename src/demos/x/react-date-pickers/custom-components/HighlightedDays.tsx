import dayjs, { Dayjs } from 'dayjs';
import Badge from '@mui/material/Badge';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { PickersDay, PickersDayProps } from '@mui/x-date-pickers/PickersDay';

const EVENTS = ['2022-04-04', '2022-04-12', '2022-04-21', '2022-04-28'];

function hasEvent(day: Dayjs) {
  return EVENTS.includes(day.format('YYYY-MM-DD'));
}

function EventDay(props: PickersDayProps) {
  const { day, outsideCurrentMonth, ...other } = props;
  const showBadge = !outsideCurrentMonth && hasEvent(day);

  return (
    <Badge overlap="circular" color="secondary" variant="dot" invisible={!showBadge}>
      <PickersDay {...other} day={day} outsideCurrentMonth={outsideCurrentMonth} />
    </Badge>
  );
}

export default function HighlightedDays() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar defaultValue={dayjs('2022-04-17')} slots={{ day: EventDay }} />
    </LocalizationProvider>
  );
}
