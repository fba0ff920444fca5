import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

const reference = dayjs('2022-04-17');

const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Reference day', getValue: () => reference },
  { label: 'One week later', getValue: () => reference.add(1, 'week') },
  { label: 'End of month', getValue: () => reference.endOf('month') },
  {
    label: 'Start of next month',
    getValue: () => reference.add(1, 'month').startOf('month'),
  },
  { label: 'Clear', getValue: () => null },
];

export default function ShortcutsPicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={reference}
        slotProps={{
          shortcuts: { items: shortcuts },
          actionBar: { actions: [] },
        }}
      />
    </LocalizationProvider>
  );
}
