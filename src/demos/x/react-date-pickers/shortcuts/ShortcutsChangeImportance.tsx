import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import { PickerChangeImportance } from '@mui/x-date-pickers/models';

const today = dayjs('2026-04-17T08:00');

const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  {
    label: 'Tomorrow 9:00',
    getValue: () => today.add(1, 'day').hour(9).minute(0),
  },
  {
    label: 'Monday 14:00',
    getValue: () => today.day(8).hour(14).minute(0),
  },
];

function format(value: Dayjs | null) {
  return value == null ? 'null' : value.format('ddd MMM D, HH:mm');
}

export default function ShortcutsChangeImportance() {
  const [importance, setImportance] = React.useState<PickerChangeImportance>('set');
  const [changed, setChanged] = React.useState('nothing yet');
  const [accepted, setAccepted] = React.useState('nothing yet');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label="Change importance"
          value={importance}
          onChange={(_event, next: PickerChangeImportance | null) => {
            if (next !== null) {
              setImportance(next);
            }
          }}
        >
          <ToggleButton value="set">set</ToggleButton>
          <ToggleButton value="accept">accept</ToggleButton>
        </ToggleButtonGroup>
        <DateTimePicker
          label="Meeting"
          ampm={false}
          defaultValue={today}
          onChange={(value) => setChanged(format(value))}
          onAccept={(value) => setAccepted(format(value))}
          slotProps={{
            shortcuts: { items: shortcuts, changeImportance: importance },
          }}
        />
        <Typography variant="body2">onChange: {changed}</Typography>
        <Typography variant="body2">onAccept: {accepted}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
