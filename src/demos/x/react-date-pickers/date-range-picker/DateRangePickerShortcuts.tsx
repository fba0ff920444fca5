import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { StaticDateRangePicker } from '@mui/x-date-pickers-pro/StaticDateRangePicker';
import { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import { DateRange } from '@mui/x-date-pickers-pro/models';

// A fixed "today" keeps the demo identical on the server and in the browser.
// In an app, use dayjs() instead.
const today = dayjs('2025-06-18');

const shortcuts: PickersShortcutsItem<DateRange<Dayjs>>[] = [
  {
    label: 'This week',
    getValue: () => [today.startOf('week'), today.endOf('week').startOf('day')],
  },
  {
    label: 'Last 7 days',
    getValue: () => [today.subtract(6, 'day'), today],
  },
  {
    label: 'Current month',
    getValue: () => [today.startOf('month'), today.endOf('month').startOf('day')],
  },
  {
    label: 'Next month',
    getValue: () => {
      const next = today.add(1, 'month');
      return [next.startOf('month'), next.endOf('month').startOf('day')];
    },
  },
  { label: 'Reset', getValue: () => [null, null] },
];

export default function DateRangePickerShortcuts() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([today.subtract(6, 'day'), today]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDateRangePicker
        value={value}
        onChange={(newValue) => setValue(newValue)}
        calendars={1}
        slotProps={{
          shortcuts: { items: shortcuts },
          actionBar: { actions: [] },
        }}
      />
    </LocalizationProvider>
  );
}
