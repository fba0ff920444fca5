import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function CustomLocaleText() {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      localeText={{ clearButtonLabel: 'Reset', okButtonLabel: 'Done' }}
    >
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Provider-wide texts"
          defaultValue={dayjs('2022-04-17')}
          slotProps={{ actionBar: { actions: ['clear', 'accept'] } }}
        />
        <DatePicker
          label="Texts for one picker"
          defaultValue={dayjs('2022-04-17')}
          localeText={{ toolbarTitle: 'Pick a day' }}
          slotProps={{ actionBar: { actions: ['clear', 'accept'] } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
