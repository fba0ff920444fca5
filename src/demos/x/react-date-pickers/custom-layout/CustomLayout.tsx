import dayjs, { Dayjs } from 'dayjs';
import Typography from '@mui/material/Typography';
import Divider from '@mui/material/Divider';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import {
  PickersLayoutContentWrapper,
  PickersLayoutProps,
  PickersLayoutRoot,
  pickersLayoutClasses,
  usePickerLayout,
} from '@mui/x-date-pickers/PickersLayout';

const today = dayjs('2026-04-17');

const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Tomorrow', getValue: () => today.add(1, 'day') },
  { label: 'In a week', getValue: () => today.add(1, 'week') },
  { label: 'In a month', getValue: () => today.add(1, 'month') },
];

// The parts come ready from usePickerLayout; this layout only decides where they go:
// the toolbar on top, the shortcuts in a row under the calendar, a note, then the actions.
function BookingLayout(props: PickersLayoutProps<Dayjs | null>) {
  const { toolbar, tabs, content, shortcuts: shortcutList, actionBar, ownerState } =
    usePickerLayout(props);

  return (
    <PickersLayoutRoot
      ownerState={ownerState}
      className={pickersLayoutClasses.root}
      sx={{ display: 'flex', flexDirection: 'column', width: 'fit-content' }}
    >
      {toolbar}
      <PickersLayoutContentWrapper
        ownerState={ownerState}
        className={pickersLayoutClasses.contentWrapper}
      >
        {tabs}
        {content}
      </PickersLayoutContentWrapper>
      <Divider />
      {shortcutList}
      <Typography variant="caption" color="text.secondary" sx={{ px: 3, pb: 1 }}>
        Check-in from 15:00 on the chosen day.
      </Typography>
      {actionBar}
    </PickersLayoutRoot>
  );
}

export default function CustomLayout() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={today}
        slots={{ layout: BookingLayout }}
        slotProps={{
          shortcuts: {
            items: shortcuts,
            sx: {
              display: 'flex',
              flexWrap: 'wrap',
              maxWidth: 'none',
              px: 2,
              '& .MuiListItem-root': { width: 'auto', px: 0.5 },
            },
          },
          actionBar: { actions: ['cancel', 'accept'] },
        }}
      />
    </LocalizationProvider>
  );
}
