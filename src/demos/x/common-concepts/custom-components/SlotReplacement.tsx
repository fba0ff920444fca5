import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { PickersActionBarProps } from '@mui/x-date-pickers/PickersActionBar';
import { usePickerActionsContext } from '@mui/x-date-pickers/hooks';

/** Replaces the default action bar: the picker renders this component in its place. */
function NextMondayActionBar(props: PickersActionBarProps) {
  const { setValue } = usePickerActionsContext<Dayjs | null>();
  // A fixed reference keeps the demo deterministic; use dayjs() in an app.
  const reference = dayjs('2025-09-17');
  const nextMonday = reference.add((8 - reference.day()) % 7 || 7, 'day');

  return (
    <DialogActions className={props.className} sx={props.sx}>
      <Button onClick={() => setValue(null)}>Clear</Button>
      <Button variant="contained" onClick={() => setValue(nextMonday)}>
        Next Monday
      </Button>
    </DialogActions>
  );
}

export default function SlotReplacement() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ alignItems: 'center' }}>
        <StaticDatePicker
          defaultValue={dayjs('2025-09-17')}
          slots={{ actionBar: NextMondayActionBar }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
