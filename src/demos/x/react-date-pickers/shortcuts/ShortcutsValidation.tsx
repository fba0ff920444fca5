import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

const today = dayjs('2026-04-17');
const lastBookableDay = dayjs('2026-05-15');

function isWeekend(date: Dayjs) {
  return date.day() === 0 || date.day() === 6;
}

// Walk forward from a date until the picker's own validation accepts it.
function nextValid(
  from: Dayjs,
  isValid: (value: Dayjs | null) => boolean,
): Dayjs | null {
  let candidate = from;
  for (let step = 0; step < 14; step += 1) {
    if (isValid(candidate)) {
      return candidate;
    }
    candidate = candidate.add(1, 'day');
  }
  return null;
}

const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  {
    label: 'Next working day',
    getValue: ({ isValid }) => nextValid(today.add(1, 'day'), isValid),
  },
  {
    label: 'A week later',
    getValue: ({ isValid }) => nextValid(today.add(1, 'week'), isValid),
  },
  { label: 'Last bookable day', getValue: () => lastBookableDay },
  // Saturday: disabled by shouldDisableDate, so the chip is disabled too.
  { label: 'Tomorrow', getValue: () => today.add(1, 'day') },
  // After maxDate: also disabled.
  { label: 'In two months', getValue: () => today.add(2, 'month') },
];

export default function ShortcutsValidation() {
  const [value, setValue] = React.useState<Dayjs | null>(today);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <StaticDatePicker
          value={value}
          onChange={(newValue) => setValue(newValue)}
          minDate={today}
          maxDate={lastBookableDay}
          shouldDisableDate={isWeekend}
          slotProps={{
            shortcuts: { items: shortcuts },
            actionBar: { actions: [] },
          }}
        />
        <Typography variant="body2">
          Delivery: {value == null ? 'null' : value.format('dddd, MMMM D, YYYY')}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
