import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

export default function DatePickerVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DesktopDatePicker
          label="Desktop variant"
          defaultValue={dayjs('2022-04-17')}
        />
        <MobileDatePicker
          label="Mobile variant"
          defaultValue={dayjs('2022-04-17')}
        />
        <StaticDatePicker
          defaultValue={dayjs('2022-04-17')}
          slotProps={{ actionBar: { actions: ['cancel', 'accept'] } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
