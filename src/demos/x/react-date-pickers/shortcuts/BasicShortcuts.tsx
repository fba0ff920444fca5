import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

// A fixed "today" keeps the demo identical on the server and in the browser.
// In an app, use dayjs() instead.
const today = dayjs('2026-04-17');

const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Today', getValue: () => today },
  { label: 'Tomorrow', getValue: () => today.add(1, 'day') },
  {
    label: 'Next Monday',
    // day() is 0 for Sunday; the next Monday is 1 to 7 days ahead.
    getValue: () => today.add(((8 - today.day()) % 7) || 7, 'day'),
  },
  { label: 'In two weeks', getValue: () => today.add(2, 'week') },
  { label: 'End of month', getValue: () => today.endOf('month').startOf('day') },
  { label: 'Clear', getValue: () => null },
];

export default function BasicShortcuts() {
  const [value, setValue] = React.useState<Dayjs | null>(today);
  const [lastShortcut, setLastShortcut] = React.useState('none');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <StaticDatePicker
          value={value}
          referenceDate={today}
          onChange={(newValue, context) => {
            setValue(newValue);
            setLastShortcut(context.shortcut?.label ?? 'none');
          }}
          slotProps={{
            shortcuts: { items: shortcuts },
            actionBar: { actions: [] },
          }}
        />
        <Typography variant="body2">
          Value: {value == null ? 'null' : value.format('dddd, MMMM D, YYYY')}
        </Typography>
        <Typography variant="body2">Last shortcut: {lastShortcut}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
